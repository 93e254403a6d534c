/** The web app's key header: the API refuses calls that carry no session, token or client key. */
export const BENCH_CLIENT = { 'x-client-key': 'bench' };

/** A JSON answer, asked as the web app asks; any other status than 2xx throws with its body. */
export async function fetchJson<T>(
  url: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(url, { ...init, headers: { ...BENCH_CLIENT, ...init.headers } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

/** Tile x/y of a point at zoom z (Web Mercator). */
export function tileOf(lng: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return [
    Math.floor(((lng + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  ];
}
