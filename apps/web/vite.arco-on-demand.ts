/**
 * Parts of Arco's components that load when drawn, not with the component
 * (docs/decisions/056-lighter-first-loads.md). The development server is unchanged.
 *
 * - Pagination imports its page-size selector, and with it Select, InputTag and Tag (23 KiB gzip
 *   with their styles), although only a pager with `sizeCanChange` draws it; Arco's List imports
 *   Pagination, so every list carried them. The console draws its own size select.
 * - Statistic imports its countdown, and with it Arco's dayjs set-up and eight dayjs plugins
 *   (5.8 KiB gzip), although only `Statistic.Countdown` draws it.
 */
import type { Plugin } from 'vite';

const ARCO_ES = '/node_modules/@arco-design/web-react/es/';

interface OnDemand {
  /** The module, under Arco's `es` folder. */
  module: string;
  /** Its static import of the part. */
  from: string;
  /** What stands in for it: the same name, loading the part when drawn. */
  to: string;
}

const ON_DEMAND: readonly OnDemand[] = [
  {
    module: 'Pagination/pagination.js',
    from: "import PageOption from './page-options';",
    // The selector draws nothing without `sizeCanChange`: neither does its stand-in.
    to: `import { createElement as __createElement, lazy as __lazy, Suspense as __Suspense } from 'react';
var __PageOption = __lazy(function () { return import('./page-options'); });
function PageOption(props) {
    return props.sizeCanChange ? __createElement(__Suspense, { fallback: null }, __createElement(__PageOption, props)) : null;
}`,
  },
  {
    module: 'Statistic/index.js',
    from: "import Countdown from './countdown';",
    to: `import { lazy as __lazy } from 'react';
var Countdown = __lazy(function () { return import('./countdown'); });`,
  },
];

export function arcoOnDemand(): Plugin {
  return {
    name: 'console:arco-on-demand',
    apply: 'build',
    transform(code, id) {
      const part = ON_DEMAND.find(({ module }) => id.endsWith(`${ARCO_ES}${module}`));
      if (!part) return null;
      if (!code.includes(part.from)) throw new Error(`${id}: Arco's module no longer has \`${part.from}\``);
      return { code: code.replace(part.from, part.to), map: null };
    },
  };
}
