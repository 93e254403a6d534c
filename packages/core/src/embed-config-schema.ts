import { z } from 'zod';
import {
  DEFAULT_EMBED_COLOR,
  DEFAULT_EMBED_FONT,
  DEFAULT_EMBED_HEIGHT,
  DEFAULT_EMBED_WIDTH,
  DEFAULT_HIDE_SECTOR_DATA,
  DEFAULT_MAP_STYLE,
  DEFAULT_TEXT_SEARCH_LABEL,
  EMBED_FONTS,
  embedMessages,
  FULL_WIDTH,
  isColor,
  LEVEL_ONE_COLORS,
  levelAllows,
  MAP_STYLES,
  MAX_TEXT_SEARCH_LABEL_LENGTH,
  normalizeColor,
  resolveTextSearchLabel,
} from './embed-config.ts';
import { MAX_STRING_LENGTH } from './limits.ts';

/**
 * The embedded map's settings as the configurator saves them (spec part 2 §9): a module apart from
 * embed-config.ts, whose constants and rules the first render of the web app reads, so that its
 * bundle does not build this schema, or carry zod, for a screen that is loaded later.
 */

const whole = (min: number, max: number) => (value: string) =>
  /^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max;
const isFullWidth = (width: string) => width === FULL_WIDTH;

const sizeText = z
  .union([z.string(), z.number()], { error: 'Must be a number or text.' })
  .transform((value) => String(value).trim());

const fieldSchema = z.object({
  column_name: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .min(1, 'Each field needs a column name.')
    .max(MAX_STRING_LENGTH),
  display_name: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .min(1, embedMessages.displayNameRequired)
    .max(MAX_STRING_LENGTH),
  visible: z.boolean({ error: 'Must be true or false.' }).default(true),
  searchable: z.boolean({ error: 'Must be true or false.' }).default(false),
  order: z.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').min(0).max(1000),
});

/** POST/PUT /api/embed-configs/{id}/: the shape and values; the level rules are `embedLevelProblems`. */
export const embedConfigSchema = z
  .object({
    width: sizeText.default(DEFAULT_EMBED_WIDTH),
    height: sizeText.default(DEFAULT_EMBED_HEIGHT),
    color: z
      .string({ error: embedMessages.notColor })
      .trim()
      .refine(isColor, embedMessages.notColor)
      .transform(normalizeColor)
      .default(DEFAULT_EMBED_COLOR),
    font: z
      .string({ error: embedMessages.fontNotListed })
      .refine((value) => EMBED_FONTS.some((f) => f.value === value), embedMessages.fontNotListed)
      .default(DEFAULT_EMBED_FONT),
    map_style: z.enum(MAP_STYLES, { error: `Must be one of ${MAP_STYLES.join(', ')}.` }).default(DEFAULT_MAP_STYLE),
    hide_sector_data: z.boolean({ error: 'Must be true or false.' }).default(DEFAULT_HIDE_SECTOR_DATA),
    prefer_contributor_name: z.boolean({ error: 'Must be true or false.' }).default(false),
    text_search_label: z.string({ error: 'Not a valid string.' }).max(MAX_TEXT_SEARCH_LABEL_LENGTH).default(''),
    embed_fields: z.array(fieldSchema, { error: 'Expected a list of fields.' }).max(200).default([]),
  })
  .superRefine((value, ctx) => {
    if (!isFullWidth(value.width) && !whole(100, 10000)(value.width))
      ctx.addIssue({ code: 'custom', path: ['width'], message: embedMessages.width });
    if (isFullWidth(value.width) ? !whole(10, 300)(value.height) : !whole(100, 10000)(value.height)) {
      ctx.addIssue({
        code: 'custom',
        path: ['height'],
        message: isFullWidth(value.width) ? embedMessages.heightPercent : embedMessages.height,
      });
    }
    const seen = new Set<string>();
    for (const field of value.embed_fields) {
      if (seen.has(field.column_name))
        ctx.addIssue({
          code: 'custom',
          path: ['embed_fields'],
          message: embedMessages.duplicateField(field.column_name),
        });
      seen.add(field.column_name);
    }
  })
  .transform((value) => {
    const embed_fields = value.embed_fields.map((f) => ({ ...f, searchable: f.visible && f.searchable }));
    return { ...value, embed_fields, text_search_label: resolveTextSearchLabel(value.text_search_label, embed_fields) };
  });
export type EmbedConfigInput = z.input<typeof embedConfigSchema>;
export type EmbedConfigValues = z.output<typeof embedConfigSchema>;

/** Field errors for settings the contributor's level does not include; `allowedFields` are theirs. */
export function embedLevelProblems(
  level: number,
  config: EmbedConfigValues,
  allowedFields: ReadonlySet<string>,
): Record<string, string[]> {
  const allows = levelAllows(level);
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  if (!allows.anyColor && !LEVEL_ONE_COLORS.some((c) => c.value === config.color))
    add('color', embedMessages.levelOneColor);
  if (!allows.mapStyle && config.map_style !== DEFAULT_MAP_STYLE)
    add('map_style', embedMessages.levelFeature('map styles', level));
  if (!allows.font && config.font !== DEFAULT_EMBED_FONT) add('font', embedMessages.levelFeature('fonts', level));
  if (!allows.preferContributorName && config.prefer_contributor_name) {
    add('prefer_contributor_name', embedMessages.levelFeature('the promoted contributor name', level));
  }
  if (!allows.textSearchLabel && config.text_search_label !== DEFAULT_TEXT_SEARCH_LABEL) {
    add('text_search_label', embedMessages.levelFeature('a search label', level));
  }
  if (!allows.fields && config.embed_fields.length > 0)
    add('embed_fields', embedMessages.levelFeature('extended fields', level));
  for (const field of config.embed_fields) {
    if (!allowedFields.has(field.column_name)) add('embed_fields', embedMessages.notOwnField(field.column_name));
  }
  return problems;
}
