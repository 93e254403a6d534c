import { useEffect } from 'react';

/** Routes that moved to the documentation site. */
export function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return <p>Redirecting to <a href={to}>{to}</a>…</p>;
}
