import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** Up to five offending elements, as CSS selectors. */
  nodes: string[];
}

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page as it is now.
 * axe (and a style that stops transitions) is injected inline: the page's browser context needs
 * `bypassCSP: true`.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are judged as they settle: a button just enabled fades from grey to its colour in
  // 250 ms, and axe reading it mid-fade reported a contrast no visitor sees.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = (await page.evaluate(`(async () => {
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  })()`)) as AxeViolation[];
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
