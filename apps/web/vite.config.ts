import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vitePluginForArco } from '@arco-plugins/vite-react';

export default defineConfig({
  plugins: [react(), vitePluginForArco({ style: 'css' })],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: { '/member-api': 'http://127.0.0.1:3000' },
  },
});
