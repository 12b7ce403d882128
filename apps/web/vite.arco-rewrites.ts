/**
 * What the build changes in Arco's own modules, so that a page loads only the parts of Arco it
 * draws. One table: each rewrite says which modules, what text, and what stands in for it. The
 * development server is unchanged.
 */
import type { Plugin } from 'vite';

const ARCO_ES = '/node_modules/@arco-design/web-react/es/';

interface Rewrite {
  /** The modules it applies to, by their path under Arco's `es` folder. */
  modules: RegExp;
  /** The text it replaces: a string its first occurrence, a global pattern every one. */
  from: string | RegExp;
  to: string;
  /** Whether each of those modules must hold the text: if Arco's module changed, the build fails. */
  required: boolean;
}

const REWRITES: readonly Rewrite[] = [
  // Arco's components read their context through `ConfigProvider`'s index, which also imports
  // Message and Notification (to pass its settings on to them) with their animation library: every
  // page carried both, the login page included. The components take the context from the module
  // that defines it; an import that also takes `ConfigProvider` or `ConfigConsumer` stays
  // (docs/decisions/027-arco-context-imports.md).
  {
    modules: /\.js$/,
    from: /import \{ ConfigContext \} from '((?:\.\.\/)+)ConfigProvider';/g,
    to: "import { ConfigContext } from '$1ConfigProvider/context';",
    required: false,
  },
  // Each of Arco's locales imports its dayjs locale for its date pickers, and the context every
  // component reads defaults to the Chinese one: the login page, which draws no date, carried dayjs
  // (3 KiB gzip). The app scope imports the dayjs locales of the languages it offers, before any
  // page that draws a date (docs/decisions/056-lighter-first-loads.md).
  {
    modules: /^locale\/[\w-]+\.js$/,
    from: /^import 'dayjs\/locale\/[\w-]+';\n/m,
    to: '',
    required: false,
  },
  // Pagination imports its page-size selector, and with it Select, InputTag and Tag (23 KiB gzip
  // with their styles), although only a pager with `sizeCanChange` draws it; Arco's List imports
  // Pagination, so every list carried them. The console draws its own size select, and the
  // stand-in draws nothing without `sizeCanChange`, as the selector does.
  {
    modules: /^Pagination\/pagination\.js$/,
    from: "import PageOption from './page-options';",
    to: `import { createElement as __createElement, lazy as __lazy, Suspense as __Suspense } from 'react';
var __PageOption = __lazy(function () { return import('./page-options'); });
function PageOption(props) {
    return props.sizeCanChange ? __createElement(__Suspense, { fallback: null }, __createElement(__PageOption, props)) : null;
}`,
    required: true,
  },
  // Statistic imports its countdown, and with it Arco's dayjs set-up and eight dayjs plugins
  // (5.8 KiB gzip), although only `Statistic.Countdown` draws it.
  {
    modules: /^Statistic\/index\.js$/,
    from: "import Countdown from './countdown';",
    to: `import { lazy as __lazy } from 'react';
var Countdown = __lazy(function () { return import('./countdown'); });`,
    required: true,
  },
];

export function arcoRewrites(): Plugin {
  return {
    name: 'console:arco-rewrites',
    apply: 'build',
    transform(code, id) {
      const at = id.indexOf(ARCO_ES);
      if (at === -1) return null;
      const module = id.slice(at + ARCO_ES.length);
      let rewritten = code;
      for (const rewrite of REWRITES.filter(({ modules }) => modules.test(module))) {
        const next = rewritten.replace(rewrite.from, rewrite.to);
        if (next === rewritten && rewrite.required)
          throw new Error(`${id}: Arco's module no longer has \`${String(rewrite.from)}\``);
        rewritten = next;
      }
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
