import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadAnalyticsScript, shouldLoadAnalytics } from '@/lib/analytics.ts';
import { clientConfigQuery } from '@/api/client-config.ts';
import { useConsent } from './use-consent.ts';

/** Loads the configured analytics script once the visitor has accepted cookies. */
export function AnalyticsLoader() {
  const [consent] = useConsent();
  const config = useQuery(clientConfigQuery);
  const url = config.data?.analytics_script_url;
  useEffect(() => {
    if (shouldLoadAnalytics(url, consent)) loadAnalyticsScript(document, url);
  }, [url, consent]);
  return null;
}
