// Arco imports a ResizeObserver polyfill (about 3 KiB gzip on every route); every browser the
// build targets has the native one, so the build resolves the polyfill to it (vite.config.ts).
export default globalThis.ResizeObserver;
