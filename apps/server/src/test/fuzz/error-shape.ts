/**
 * The spec's error shapes (part 1 §8). Legacy routes: `{detail}` or field errors
 * `{field: [messages]}` (`non_field_errors` for the whole request); /api/v1 routes the structured
 * style `{detail, errors: [{field, detail}]}` (errors left out when there are none). Returns what
 * is wrong with an error answer, or null.
 */
export function errorShapeProblem(url: string, contentType: string | undefined, body: string): string | null {
  if (!contentType?.startsWith('application/json')) return `not JSON (${contentType ?? 'no content type'})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'invalid JSON';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return 'not an object';
  const entries = Object.entries(parsed);
  const isText = (value: unknown) => typeof value === 'string' && value.length > 0;
  if (url.startsWith('/api/v1/')) {
    const { detail, errors, ...rest } = parsed as Record<string, unknown>;
    if (!isText(detail)) return 'no detail';
    if (
      errors !== undefined &&
      !(
        Array.isArray(errors) &&
        errors.every(
          (e) => e && typeof e === 'object' && isText(e.field) && isText(e.detail) && Object.keys(e).length === 2,
        )
      )
    ) {
      return 'errors is not [{field, detail}]';
    }
    return Object.keys(rest).length ? `unexpected keys ${Object.keys(rest).join(', ')}` : null;
  }
  if (entries.length === 1 && entries[0]![0] === 'detail' && isText(entries[0]![1])) return null;
  if (!entries.length) return 'empty object';
  // Field errors; a query parameter named `detail` (the search's) has its messages under `detail` too.
  const bad = entries.filter(
    ([, messages]) => !(Array.isArray(messages) && messages.length > 0 && messages.every(isText)),
  );
  return bad.length ? `not {field: [messages]}: ${bad.map(([field]) => field).join(', ')}` : null;
}
