/**
 * The app's Content-Security-Policy forbids `eval`. Zod would otherwise probe for it with
 * `new Function` (the browser reports a CSP violation) before compiling its object parsers.
 * Zod reads its settings from this global when it loads, so setting it here keeps zod itself out
 * of the first chunk (it loads with the screens that parse). Imported first by `main.tsx`.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
