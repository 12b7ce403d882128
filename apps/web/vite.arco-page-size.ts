/**
 * Arco's Pagination imports its page-size selector, and with it Select, InputTag and Tag (23 KiB
 * gzip with their styles), although only a pager with `sizeCanChange` draws it. Arco's List imports
 * Pagination, so every list carried them. The build loads the selector when a pager draws it
 * (docs/decisions/056-lighter-first-loads.md); a page whose own code uses Select has it at
 * hand already.
 */
import type { Plugin } from 'vite';

const PAGINATION = /\/node_modules\/@arco-design\/web-react\/es\/Pagination\/pagination\.js$/;
const IMPORT = "import PageOption from './page-options';";

/** The selector draws nothing without `sizeCanChange`: neither does its stand-in, which loads it otherwise. */
const LAZY = `import { createElement as __createElement, lazy as __lazy, Suspense as __Suspense } from 'react';
var __PageOption = __lazy(function () { return import('./page-options'); });
function PageOption(props) {
    return props.sizeCanChange ? __createElement(__Suspense, { fallback: null }, __createElement(__PageOption, props)) : null;
}`;

export function arcoLazyPageSize(): Plugin {
  return {
    name: 'console:arco-lazy-page-size',
    apply: 'build',
    transform(code, id) {
      if (!PAGINATION.test(id)) return null;
      if (!code.includes(IMPORT))
        throw new Error(`${id}: Arco's Pagination no longer imports its page-size selector as expected`);
      return { code: code.replace(IMPORT, LAZY), map: null };
    },
  };
}
