import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-users.ts';
import type { TestServer } from '../apps/server/src/test/server-process.ts';

// The server process itself is started by the shared helper (also used by the restart and crash tests).
export { freshDatabase, nodeArgs, startServer, type TestServer } from '../apps/server/src/test/server-process.ts';

/** The header the web app sends with every call: without it, a session or a token, the API answers 401. */
export const WEB_CLIENT = { headers: { 'x-client-key': 'e2e' } };

/** Logs a demo account in through the API: its session cookie, for fetch calls that set up a test. */
export async function apiLogIn(
  server: Pick<TestServer, 'url'>,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await fetch(`${server.url}/user-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-key': 'e2e' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`log-in of ${email} failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** Uploads a CSV list with the session `cookie` through the API; its id. */
export async function apiUploadList(
  server: TestServer,
  cookie: string,
  list: { name: string; csv: string; fileName: string; description?: string },
): Promise<number> {
  const form = new FormData();
  form.set('name', list.name);
  if (list.description) form.set('description', list.description);
  form.set('file', new Blob([list.csv], { type: 'text/csv' }), list.fileName);
  const response = await fetch(`${server.url}/api/facility-lists/`, {
    method: 'POST',
    headers: { cookie, 'x-client-key': 'e2e' },
    body: form,
  });
  if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** A request with the session `cookie`, as the web app sends it (its client key). */
export const apiCall = (server: Pick<TestServer, 'url'>, cookie: string, path: string, method = 'GET') =>
  fetch(`${server.url}${path}`, { method, headers: { cookie, 'x-client-key': 'e2e' } });

/** Waits until list `id` reaches `step` of its progress (within a minute). */
export async function waitForListStep(server: Pick<TestServer, 'url'>, cookie: string, id: number, step: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const list = (await (await apiCall(server, cookie, `/api/facility-lists/${id}/`)).json()) as {
      progress: { step: string };
    };
    if (list.progress.step === step) return;
    if (Date.now() > deadline) throw new Error(`list ${id} did not reach ${step}: ${JSON.stringify(list)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
