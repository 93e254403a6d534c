import { MAX_STRING_LENGTH } from './limits.ts';

/** Spec part 2 §9 (Embed). */
export const EMBED_LEVELS = [1, 2, 3] as const;
export const EMBED_AUTO_SAVE_MS = 1000;
export const DEFAULT_EMBED_WIDTH = '1000';
export const DEFAULT_EMBED_HEIGHT = '800';
/** In full-width mode the height is a percentage of the width. */
export const DEFAULT_FULL_WIDTH_HEIGHT = '75';
export const FULL_WIDTH = '100%';
export const DEFAULT_EMBED_COLOR = '#3d2f8c';
export const MAP_STYLES = ['default', 'silver'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];
export const DEFAULT_MAP_STYLE: MapStyle = 'default';
export const DEFAULT_HIDE_SECTOR_DATA = true;
export const EMBED_MOBILE_BREAKPOINT = 600;
export const EMBED_IFRAME_ID = 'registry-embedded-map';
/** Shown above the embedded map's search box unless the contributor names it (level 3). */
export const DEFAULT_TEXT_SEARCH_LABEL = 'Facility Name or OS ID';
export const MAX_TEXT_SEARCH_LABEL_LENGTH = MAX_STRING_LENGTH;

/** Level 1 offers two colours only. */
export const LEVEL_ONE_COLORS = [
  { label: 'Black', value: '#000000' },
  { label: 'Green', value: '#2e7d32' },
] as const;

/** The font choices; '' is the site font. `css` is the family stack the embedded map uses. */
export const EMBED_FONTS = [
  { value: '', label: 'Site font (default)', css: '' },
  { value: 'Arial', label: 'Arial', css: 'Arial, Helvetica, sans-serif' },
  { value: 'Tahoma', label: 'Tahoma', css: 'Tahoma, Verdana, sans-serif' },
  { value: 'Trebuchet MS', label: 'Trebuchet MS', css: '"Trebuchet MS", Helvetica, sans-serif' },
  { value: 'Times New Roman', label: 'Times New Roman', css: '"Times New Roman", Times, serif' },
  { value: 'Georgia', label: 'Georgia', css: 'Georgia, serif' },
  { value: 'Garamond', label: 'Garamond', css: 'Garamond, serif' },
  { value: 'Courier New', label: 'Courier New', css: '"Courier New", Courier, monospace' },
  { value: 'Brush Script', label: 'Brush Script', css: '"Brush Script MT", cursive' },
  { value: 'Copperplate', label: 'Copperplate', css: 'Copperplate, Papyrus, fantasy' },
] as const;
export const DEFAULT_EMBED_FONT = '';

/** The extended fields every contributor may show, with their default column labels. */
export const STANDARD_EMBED_FIELDS: Record<string, string> = {
  parent_company: 'Parent Company',
  product_type: 'Product Type',
  number_of_workers: 'Number of Workers',
  facility_type: 'Facility Type',
  processing_type: 'Processing Type',
};

export const embedMessages = {
  noLevel: 'Your organization does not have an embedded map package.',
  flagOff: 'The embedded map is not available.',
  notColor: 'Enter a colour as a hex value, such as #3d2f8c.',
  levelOneColor: `Your embed package allows only ${LEVEL_ONE_COLORS.map((c) => `${c.label.toLowerCase()} (${c.value})`).join(' or ')}.`,
  levelFeature: (feature: string, level: number) => `Your embed package (level ${level}) does not include ${feature}.`,
  fontNotListed: `Choose one of the fonts: ${EMBED_FONTS.map((f) => f.label).join(', ')}.`,
  notOwnField: (name: string) => `'${name}' is not one of your organization's fields.`,
  duplicateField: (name: string) => `'${name}' is listed more than once.`,
  displayNameRequired: 'Each field needs a display name.',
  width: `Enter a width in pixels (100 to 10000) or ${FULL_WIDTH}.`,
  height: 'Enter a height in pixels (100 to 10000).',
  heightPercent: 'Enter the height as a percentage of the width (10 to 300).',
  alreadyExists: 'Your organization already has an embed configuration; update it with PUT /api/embed-configs/{id}/.',
  copied: 'Copied code to clipboard',
  loadError: 'An error prevented fetching embedded map configuration data',
} as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const isColor = (value: string) => HEX.test(value);

/** '#ABC' -> '#aabbcc'. */
export function normalizeColor(value: string): string {
  const hex = value.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

/** The selected marker is drawn a darker shade of the embed colour. */
export function selectedMarkerColor(color: string): string {
  const hex = normalizeColor(isColor(color) ? color : DEFAULT_EMBED_COLOR).slice(1);
  const darker = [0, 2, 4].map((i) =>
    Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.6)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${darker.join('')}`;
}

/** How much of the embed colour each step of the grid ramp takes (the rest white): fewest facilities lightest. */
const GRID_RAMP_STRENGTHS = [0.3, 0.55, 0.8, 1] as const;

/** The embedded map's grid colours (spec part 1 §9's four steps), shades of the embed colour. */
export function gridColorRamp(color: string): [string, string, string, string] {
  const hex = normalizeColor(isColor(color) ? color : DEFAULT_EMBED_COLOR).slice(1);
  const channels = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const tint = (strength: number) =>
    `#${channels
      .map((c) =>
        Math.round(255 - (255 - c) * strength)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  return GRID_RAMP_STRENGTHS.map(tint) as [string, string, string, string];
}

export const fontCss = (font: string) => EMBED_FONTS.find((f) => f.value === font)?.css ?? '';

export interface EmbedField {
  column_name: string;
  display_name: string;
  visible: boolean;
  searchable: boolean;
  order: number;
}

/** Spec part 2 §5: blank resets to the default, and no searchable field forces the default. */
export function resolveTextSearchLabel(
  label: string,
  fields: readonly Pick<EmbedField, 'searchable' | 'visible'>[],
): string {
  const trimmed = label.trim();
  if (!trimmed || !fields.some((f) => f.visible && f.searchable)) return DEFAULT_TEXT_SEARCH_LABEL;
  return trimmed;
}

/** Turning off a field's visibility turns off its searchable flag. */
export function setFieldVisible<T extends EmbedField>(field: T, visible: boolean): T {
  return { ...field, visible, searchable: visible ? field.searchable : false };
}

/** What each embed level offers (spec part 2 §6). */
export const levelAllows = (level: number) => ({
  anyColor: level >= 2,
  mapStyle: level >= 2,
  fields: level >= 3,
  font: level >= 3,
  preferContributorName: level >= 3,
  textSearchLabel: level >= 3,
});

/** What the embedded map reads (GET /api/contributor-embed-configs/{id}/). */
export interface ContributorEmbedConfig {
  contributor: number;
  contributor_name: string;
  embed_level: number;
  color: string;
  selectedMarkerColor: string;
  font: string;
  map_style: MapStyle;
  hide_sector_data: boolean;
  prefer_contributor_name: boolean;
  text_search_label: string;
  /** Visible fields in their order. */
  extended_fields: EmbedField[];
}

/** The stored config as the embedded map uses it: features above the current level fall back to defaults. */
export function effectiveEmbedConfig(
  level: number,
  stored: Omit<ContributorEmbedConfig, 'selectedMarkerColor' | 'embed_level' | 'contributor' | 'contributor_name'>,
): Omit<ContributorEmbedConfig, 'contributor' | 'contributor_name'> {
  const allows = levelAllows(level);
  const color =
    allows.anyColor || LEVEL_ONE_COLORS.some((c) => c.value === stored.color)
      ? stored.color
      : LEVEL_ONE_COLORS[0].value;
  const fields = allows.fields
    ? [...stored.extended_fields].filter((f) => f.visible).sort((a, b) => a.order - b.order)
    : [];
  return {
    embed_level: level,
    color,
    selectedMarkerColor: selectedMarkerColor(color),
    font: allows.font ? stored.font : DEFAULT_EMBED_FONT,
    map_style: allows.mapStyle ? stored.map_style : DEFAULT_MAP_STYLE,
    hide_sector_data: stored.hide_sector_data,
    prefer_contributor_name: allows.preferContributorName && stored.prefer_contributor_name,
    text_search_label: allows.textSearchLabel
      ? resolveTextSearchLabel(stored.text_search_label, fields)
      : DEFAULT_TEXT_SEARCH_LABEL,
    extended_fields: fields,
  };
}

/**
 * The embedded map's address: the search page in embed mode, narrowed to one contributor.
 * Documented in docs/features.md (Embedded map); the server lets only this page be framed by other sites.
 */
export const embedMapPath = (contributorId: number) => `/facilities?embed=1&contributors=${contributorId}`;

/** The HTML a contributor pastes into their site. */
export function embedCode(options: { origin: string; contributorId: number; width: string; height: string }): string {
  const src = `${options.origin}${embedMapPath(options.contributorId)}`;
  if (options.width === FULL_WIDTH) {
    return `<div style="position: relative; width: 100%; padding-top: ${options.height}%;"><iframe id="${EMBED_IFRAME_ID}" src="${src}" title="Embedded map" style="position: absolute; top: 0; left: 0; width: 100%; height: 100%; border: 0;" allowfullscreen></iframe></div>`;
  }
  return `<iframe id="${EMBED_IFRAME_ID}" src="${src}" title="Embedded map" width="${options.width}" height="${options.height}" style="border: 0;" allowfullscreen></iframe>`;
}
