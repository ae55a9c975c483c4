import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Product code of the build: base path `/static-{product}2/` and the `/api/{product}` paths. */
const product = process.env.PRODUCT || 'kc';
const server = 'http://localhost:3000';
const proxied = ['/api', '/public', '/sms', '/corder', '/upload', '/uploads'];

export default defineConfig({
  base: `/static-${product}2/`,
  plugins: [react()],
  define: { 'import.meta.env.VITE_PRODUCT': JSON.stringify(product) },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: true }])),
  },
  // antd-mobile's CommonJS build requires its CSS files, which Node cannot load: tests use the ES build
  test: {
    alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }],
    server: { deps: { inline: [/\/antd-mobile\//] } },
  },
});
