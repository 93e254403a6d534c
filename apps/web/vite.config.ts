import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compiledCatalogs } from './build/catalogs.ts';
import { earlyRequests } from './build/early-requests.ts';
import { endpointTrim } from './build/endpoint-trim.ts';
import { precompress } from './build/precompress.ts';

/** The API server `npm run serve` starts; `npm run dev` forwards the server's paths to it. */
const api = 'http://localhost:8080';
const proxied = [
  '/api',
  '/user-',
  '/rest-auth',
  '/api-token-auth',
  '/api-feature-flags',
  '/tile',
  '/static-map',
  '/health',
];

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    compiledCatalogs(),
    endpointTrim(),
    earlyRequests({ entry: path.resolve(import.meta.dirname, 'src/early-requests.ts'), alias }),
    precompress(),
  ],
  resolve: { alias },
  server: { proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: api, changeOrigin: false }])) },
  // The server (apps/server/src/http/web-app.ts) serves this folder with a fallback to index.html.
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    // Everything the first render imports in one chunk: a phone's browser opens six connections,
    // and each of twenty small chunks would cost a round trip in their queue.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
});
