/**
 * Links between the pages of a paged answer: `nextPageURL` / `previousPageURL` are paths, as the web
 * app follows them; `next` / `previous` are the same pages as absolute URLs on PUBLIC_URL, as
 * Django REST framework (and so Open Supply Hub's clients) expects them.
 */
export function pageLinks(publicUrl: string, nextPath: string | null, previousPath: string | null) {
  const absolute = (path: string | null) => (path === null ? null : `${publicUrl}${path}`);
  return {
    next: absolute(nextPath),
    previous: absolute(previousPath),
    nextPageURL: nextPath,
    previousPageURL: previousPath,
  };
}

/** The same query string with another page number. */
export function withPage(url: string, page: number): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.set('page', String(page));
  return `${parsed.pathname}${parsed.search}`;
}
