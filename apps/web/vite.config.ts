import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vitePluginForArco } from '@arco-plugins/vite-react';
import { arcoRewrites } from './vite.arco-rewrites';
import { chunkTiers } from './vite.chunks';
import { precompress } from './vite.precompress';

const chunks = chunkTiers();

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig({
  plugins: [react(), vitePluginForArco({ style: 'css' }), arcoRewrites(), chunks.plugin, precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's package exports only its development build; ship the production one
      // (both entry points, so they share one copy of the router's chunks).
      { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
      {
        find: /^resize-observer-polyfill$/,
        replacement: fileURLToPath(new URL('./src/lib/dom/native-resize-observer.ts', import.meta.url)),
      },
    ],
  },
  build: {
    // Which file holds each module, and what each file imports: the first-load budgets compute every
    // route's files from them (apps/web/build). They land in dist/.vite, which the server never serves.
    manifest: true,
    ssrManifest: true,
    rolldownOptions: chunks.rolldownOptions,
  },
  server: {
    proxy: { '/member-api': 'http://127.0.0.1:3000' },
  },
});
