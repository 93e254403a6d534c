/**
 * The embedded map is the app opened with `embed=1` and the contributor whose map it is:
 * /facilities?embed=1&contributors={id} (see embedMapPath in @registry/core/embed-config).
 */
export const isEmbedMode = (params: URLSearchParams) => params.get('embed') === '1';

export function embedContributorId(params: URLSearchParams): number | null {
  const raw = params.getAll('contributors');
  return raw.length === 1 && /^\d{1,15}$/.test(raw[0]!) ? Number(raw[0]) : null;
}
