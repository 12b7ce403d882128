/**
 * Arco's components read their context through `ConfigProvider`'s index, and that index also
 * imports Message and Notification (to pass its settings on to them) with their animation library.
 * So every page carried both, the login page included, which shows neither. The components need
 * only the context: the build takes it from the module that defines it
 * (docs/decisions/027-arco-context-imports.md). `ConfigProvider` itself, and with it Message and
 * Notification, loads where the app uses it.
 */
import type { Plugin } from 'vite';

const ARCO_ES = /\/node_modules\/@arco-design\/web-react\/es\//;
/** Exactly the context alone: an import that also takes `ConfigProvider` or `ConfigConsumer` stays. */
const CONTEXT_ONLY = /import \{ ConfigContext \} from '((?:\.\.\/)+)ConfigProvider';/g;

export function arcoContextImports(): Plugin {
  return {
    name: 'console:arco-context-imports',
    apply: 'build',
    transform(code, id) {
      if (!ARCO_ES.test(id) || !code.includes('ConfigContext')) return null;
      const rewritten = code.replace(CONTEXT_ONLY, "import { ConfigContext } from '$1ConfigProvider/context';");
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
