import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The built app is served by the API server from apps/web/dist (same origin, history fallback),
 * so in development `/api` is proxied to a locally running server instead of using CORS.
 */
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3100';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // scripts/bench-web.mjs reads dist/.vite/manifest.json to measure what each route loads
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
});
