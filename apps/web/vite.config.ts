import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:8080';
const proxied = ['/api', '/user-', '/rest-auth', '/api-token-auth', '/api-feature-flags', '/tile', '/health'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: Object.fromEntries(proxied.map((prefix) => [prefix, api])) },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
