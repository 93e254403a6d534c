import {
  DEFAULT_EMBED_COLOR,
  DEFAULT_EMBED_FONT,
  DEFAULT_EMBED_HEIGHT,
  DEFAULT_EMBED_WIDTH,
  DEFAULT_FULL_WIDTH_HEIGHT,
  DEFAULT_HIDE_SECTOR_DATA,
  DEFAULT_MAP_STYLE,
  DEFAULT_TEXT_SEARCH_LABEL,
  FULL_WIDTH,
  levelAllows,
  LEVEL_ONE_COLORS,
  STANDARD_EMBED_FIELDS,
  type EmbedField,
  type MapStyle,
} from '@registry/core/embed-config';
import type { EmbedConfigInput } from '@registry/core/embed-config-schema';

/** What the configurator edits: every field the organisation could show, shown or not. */
export interface EmbedDraft {
  width: string;
  height: string;
  fullWidth: boolean;
  color: string;
  font: string;
  map_style: MapStyle;
  hide_sector_data: boolean;
  prefer_contributor_name: boolean;
  text_search_label: string;
  fields: EmbedField[];
}

/** The stored config: the draft's values, with its fields under their API name and no full-width switch. */
type Saved = Omit<EmbedDraft, 'fullWidth' | 'fields'> & { embed_fields: EmbedField[] };

/** Saved fields first in their order, then the other available fields, hidden. */
export function draftFromConfig(saved: Saved | null, level: number, nonstandard: readonly string[]): EmbedDraft {
  const available = [
    ...Object.keys(STANDARD_EMBED_FIELDS),
    ...nonstandard.filter((name) => !(name in STANDARD_EMBED_FIELDS)),
  ];
  const kept = [...(saved?.embed_fields ?? [])]
    .filter((f) => available.includes(f.column_name))
    .sort((a, b) => a.order - b.order);
  const rest = available
    .filter((name) => !kept.some((f) => f.column_name === name))
    .map((name) => ({
      column_name: name,
      display_name: STANDARD_EMBED_FIELDS[name] ?? name,
      visible: false,
      searchable: false,
      order: 0,
    }));
  const fields = [...kept, ...rest].map((f, order) => ({ ...f, order }));
  const defaultColor = levelAllows(level).anyColor ? DEFAULT_EMBED_COLOR : LEVEL_ONE_COLORS[0].value;
  return {
    width: saved?.width ?? DEFAULT_EMBED_WIDTH,
    height: saved?.height ?? DEFAULT_EMBED_HEIGHT,
    fullWidth: saved?.width === FULL_WIDTH,
    color: saved?.color ?? defaultColor,
    font: saved?.font ?? DEFAULT_EMBED_FONT,
    map_style: saved?.map_style ?? DEFAULT_MAP_STYLE,
    hide_sector_data: saved?.hide_sector_data ?? DEFAULT_HIDE_SECTOR_DATA,
    prefer_contributor_name: saved?.prefer_contributor_name ?? false,
    text_search_label: saved?.text_search_label === DEFAULT_TEXT_SEARCH_LABEL ? '' : (saved?.text_search_label ?? ''),
    fields,
  };
}

/** Full width switches the height to a percentage of the width (default 75), and back to pixels. */
export function setFullWidth(draft: EmbedDraft, fullWidth: boolean): EmbedDraft {
  return fullWidth
    ? { ...draft, fullWidth, width: FULL_WIDTH, height: DEFAULT_FULL_WIDTH_HEIGHT }
    : { ...draft, fullWidth, width: DEFAULT_EMBED_WIDTH, height: DEFAULT_EMBED_HEIGHT };
}

/** Moves a field one place up (-1) or down (+1). */
export function moveField(draft: EmbedDraft, index: number, step: -1 | 1): EmbedDraft {
  const target = index + step;
  if (target < 0 || target >= draft.fields.length) return draft;
  const fields = [...draft.fields];
  [fields[index], fields[target]] = [fields[target]!, fields[index]!];
  return { ...draft, fields: fields.map((f, order) => ({ ...f, order })) };
}

/** The request body: only what the level offers, and only the fields that are shown. */
export function payloadFromDraft(draft: EmbedDraft, level: number): EmbedConfigInput {
  const allows = levelAllows(level);
  return {
    width: draft.fullWidth ? FULL_WIDTH : draft.width,
    height: draft.height,
    color: draft.color,
    map_style: allows.mapStyle ? draft.map_style : DEFAULT_MAP_STYLE,
    hide_sector_data: draft.hide_sector_data,
    font: allows.font ? draft.font : DEFAULT_EMBED_FONT,
    prefer_contributor_name: allows.preferContributorName && draft.prefer_contributor_name,
    text_search_label: allows.textSearchLabel ? draft.text_search_label : '',
    embed_fields: allows.fields ? draft.fields.filter((f) => f.visible).map((f, order) => ({ ...f, order })) : [],
  };
}
