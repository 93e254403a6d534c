/**
 * Analytics is an adapter: a script URL configured on the server (ANALYTICS_SCRIPT_URL, sent in
 * /api/client-config/). It is added to the page only when configured AND the visitor accepted
 * cookies; nothing loads otherwise.
 */
const SCRIPT_ID = 'registry-analytics';

export function shouldLoadAnalytics(scriptUrl: string | null | undefined, consent: string): scriptUrl is string {
  return Boolean(scriptUrl) && consent === 'accepted';
}

export function loadAnalyticsScript(doc: Document, scriptUrl: string): void {
  if (doc.getElementById(SCRIPT_ID)) return;
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = scriptUrl;
  doc.head.appendChild(script);
}
