import http from 'node:http';
import { WEB_CLIENT } from './server.ts';

/** One GET as the wire carries it, asking for br or gzip: the body's bytes (headers not counted). */
export function wireBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      // As the web app asks: its key header, which the API wants from callers without credentials.
      .get(url, { headers: { 'accept-encoding': 'br, gzip', ...WEB_CLIENT.headers } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`${url}: ${response.statusCode}`));
          resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') });
        });
      })
      .on('error', reject);
  });
}

/**
 * What a first visit of `/` downloads before the app renders: index.html and the scripts, module
 * preloads and style sheets it names, compressed as a browser gets them.
 */
export async function upFrontTransfer(base: string) {
  const html = await (await fetch(`${base}/`)).text();
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => tag!.startsWith('<script') || /rel="modulepreload"|rel="stylesheet"/.test(tag!))
    .map(([, url]) => url!);
  const files = await Promise.all(
    ['/', ...urls].map(async (url) => ({ url, ...(await wireBytes(new URL(url, base).toString())) })),
  );
  return { totalKiB: Number((files.reduce((sum, file) => sum + file.bytes, 0) / 1024).toFixed(1)), files };
}
