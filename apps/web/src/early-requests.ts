// The page's first API calls, started as soon as index.html is read: built on its own into a
// small script that index.html runs ahead of the app (apps/web/build/early-requests.ts), so the
// answers are there when the app, seconds later on a phone network, asks for them.
import { API_HEADERS } from './api/client.ts';
import { startEarlyRequests } from './api/early-responses.ts';
import { earlyRequestPaths } from './app/early-request-paths.ts';

startEarlyRequests(earlyRequestPaths(window.location.pathname, window.location.search), {
  headers: API_HEADERS,
  credentials: 'same-origin',
});
