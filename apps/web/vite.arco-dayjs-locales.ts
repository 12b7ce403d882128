/**
 * Each of Arco's locales imports its dayjs locale for its date pickers, and the context every Arco
 * component reads takes the Chinese one as its default: so the login page, which draws no date,
 * carried dayjs (3 KiB gzip). The build drops those imports; the app scope imports the dayjs
 * locales of the languages it offers, before any page that draws a date
 * (docs/decisions/056-lighter-first-loads.md). The development server is unchanged.
 */
import type { Plugin } from 'vite';

const ARCO_LOCALE = /\/node_modules\/@arco-design\/web-react\/es\/locale\/[\w-]+\.js$/;
const DAYJS_LOCALE = /^import 'dayjs\/locale\/[\w-]+';\n/m;

export function arcoWithoutDayjsLocales(): Plugin {
  return {
    name: 'console:arco-without-dayjs-locales',
    apply: 'build',
    transform(code, id) {
      if (!ARCO_LOCALE.test(id) || !DAYJS_LOCALE.test(code)) return null;
      return { code: code.replace(DAYJS_LOCALE, ''), map: null };
    },
  };
}
