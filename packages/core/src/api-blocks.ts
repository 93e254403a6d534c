/** Spec part 2 §5 'Grace limit': staff lift an API block with a grace limit. */
export const GRACE_LIMIT_MESSAGE = 'Grace limit must be higher than request limit and actual count';
export const GRACE_LIMIT_INTEGER = 'A valid integer is required.';

/** The grace limit that will be saved: the given one, or actual + 1 when none is set. */
export const effectiveGraceLimit = (graceLimit: number | null | undefined, block: { actual: number }) =>
  graceLimit ?? block.actual + 1;

/** The rule's message when the grace limit is not above both the request limit and the actual count; else null. */
export function graceLimitError(
  graceLimit: number | null | undefined,
  block: { limit: number; actual: number },
): string | null {
  const value = effectiveGraceLimit(graceLimit, block);
  if (!Number.isInteger(value)) return GRACE_LIMIT_INTEGER;
  return value > block.limit && value > block.actual ? null : GRACE_LIMIT_MESSAGE;
}
