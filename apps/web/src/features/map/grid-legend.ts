import { GRID_COLOR_BREAKPOINTS } from '@registry/core/map';
import { formatNumber, formatNumberRange } from '@/lib/i18n/format.ts';
import { currentLanguage } from '@/lib/i18n/i18n.ts';
import type { Language } from '@/lib/i18n/languages.ts';
import { GRID_COLORS } from './search-map-layers.ts';

/**
 * The legend's rows for a grid in `colors` (an embedded map passes its contributor's ramp): the
 * count range each colour stands for, in the reader's digits ('1–9', '160+'). Apart from the layer
 * specs, which the benches read outside the app and so must not need its i18n.
 */
export const gridLegend = (colors: readonly string[] = GRID_COLORS, language: Language = currentLanguage()) =>
  GRID_COLOR_BREAKPOINTS.map((from, index) => {
    const next = GRID_COLOR_BREAKPOINTS[index + 1];
    const low = Math.max(from, 1);
    return {
      color: colors[index]!,
      label: next === undefined ? `${formatNumber(low, language)}+` : formatNumberRange(low, next - 1, language),
    };
  });
