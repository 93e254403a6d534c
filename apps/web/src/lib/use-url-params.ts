import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's state kept in its query string. Changes merge into the state last written, not the
 * state last rendered: the router renders a navigation later (in a transition), so two quick
 * changes (two date fields filled one after the other) would otherwise lose the first.
 */
export function useUrlParams<P>(read: (search: URLSearchParams) => P, write: (params: P) => URLSearchParams) {
  const [search, setSearch] = useSearchParams();
  const rendered = search.toString();
  const latest = useRef({ search: rendered, pending: null as string | null });
  // Adopt the URL when nothing of ours is on its way (the back button, a link), or when ours arrived.
  useEffect(() => {
    if (latest.current.pending === null || latest.current.pending === rendered)
      latest.current = { search: rendered, pending: null };
  }, [rendered]);

  const update = useCallback(
    (change: Partial<P>) => {
      const next = write({ ...read(new URLSearchParams(latest.current.search)), ...change }).toString();
      latest.current = { search: next, pending: next };
      setSearch(next, { replace: true });
    },
    [read, write, setSearch],
  );
  return { params: read(search), search, update };
}
