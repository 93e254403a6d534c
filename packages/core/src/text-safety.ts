/**
 * Texts refused wherever a name, address or other field is contributed (list upload rows, the
 * single-location form, the v1 production-locations API): a spreadsheet formula would run when a
 * download is opened, and markup would be stored for every page and export to carry. One rule,
 * here, for all of them.
 */

/** A formula's start: '=' anything, or +, - or @ before a function call (=SUM(, +HYPERLINK(, @cmd(). */
export const FORMULA_TEXT = /^[=+\-@]\s*[A-Za-z_][\w.]*\s*\(|^=/;
/** An HTML or XML tag. */
export const MARKUP_TEXT = /<\s*\/?\s*[A-Za-z][^>]*>/;

export const textSafetyMessages = {
  formula: (label: string) => `The ${label} looks like a spreadsheet formula; enter the text itself.`,
  markup: (label: string) => `The ${label} contains HTML markup, which is not allowed.`,
} as const;

/** What is wrong with `value` as contributed text (labelled `label` in the messages): formula, markup, or nothing. */
export function unsafeTextProblems(label: string, value: string): string[] {
  const problems: string[] = [];
  if (FORMULA_TEXT.test(value)) problems.push(textSafetyMessages.formula(label));
  if (MARKUP_TEXT.test(value)) problems.push(textSafetyMessages.markup(label));
  return problems;
}
