/**
 * No result row is shorter than this: a dense row holds the name, the address and the country
 * line (73 px at 1400×900 in Chromium, more when the address wraps).
 */
export const MIN_RESULT_ROW_PX = 60;

/**
 * How many result rows the list renders first, before the rest of the page: as many as a window
 * `windowHeight` px tall could show, so the first paint has every row in sight (50 MUI rows cost
 * the warm visit's results 230-490 ms of render; the ones below the fold follow a frame later).
 */
export function firstScreenRows(windowHeight: number): number {
  return Math.max(1, Math.ceil(windowHeight / MIN_RESULT_ROW_PX));
}
