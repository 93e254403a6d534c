import {
  DEFAULT_EMBED_COLOR,
  DEFAULT_EMBED_FONT,
  DEFAULT_HIDE_SECTOR_DATA,
  DEFAULT_MAP_STYLE,
  effectiveEmbedConfig,
  embedMessages,
  STANDARD_EMBED_FIELDS,
  type ContributorEmbedConfig,
  type MapStyle,
} from '@registry/core/embed-config';
import { embedConfigSchema, embedLevelProblems } from '@registry/core/embed-config-schema';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound, parseOrThrow } from '../../http/errors.ts';
import { isFeatureActive } from '../feature-flags/queries.ts';
import * as q from './queries.ts';

type StoredConfig = NonNullable<Awaited<ReturnType<typeof q.findConfig>>>;

export interface EmbedServiceDeps {
  db: Db;
  /** The contributor's own column names (nonstandard fields of their lists). */
  nonstandardFields: (contributorId: number) => Promise<string[]>;
}

/** Embed configs: one per contributor, what it may hold depends on the contributor's embed level. */
export function createEmbedService(deps: EmbedServiceDeps) {
  const { db } = deps;

  async function requireFlag(status: 403 | 404) {
    if (await isFeatureActive(db, 'embedded_map')) return;
    throw status === 403 ? forbidden(embedMessages.flagOff) : notFound();
  }

  async function ownConfig(contributorId: number, configId: number): Promise<StoredConfig> {
    const contributor = await q.findContributorEmbed(db, contributorId);
    const config = contributor?.embed_config_id === configId ? await q.findConfig(db, configId) : undefined;
    if (!config) throw notFound();
    return config;
  }

  return {
    ownConfig,

    /** The caller's configs as a list (none or one), so the configurator can find its id. */
    async listOwn(contributorId: number): Promise<StoredConfig[]> {
      const contributor = await q.findContributorEmbed(db, contributorId);
      const config = contributor?.embed_config_id ? await q.findConfig(db, contributor.embed_config_id) : undefined;
      return config ? [config] : [];
    },

    /** Creates (configId null) or updates the contributor's config; nothing is stored when a rule refuses it. */
    async save(contributorId: number, configId: number | null, body: unknown): Promise<StoredConfig> {
      await requireFlag(403);
      const before = await q.findContributorEmbed(db, contributorId);
      if (!before?.embed_level) throw forbidden(embedMessages.noLevel);
      if (configId !== null && before.embed_config_id !== configId) throw notFound();
      if (configId === null && before.embed_config_id !== null) throw conflict(embedMessages.alreadyExists);
      const values = parseOrThrow(embedConfigSchema, body);
      const allowed = new Set([
        ...Object.keys(STANDARD_EMBED_FIELDS),
        ...(await deps.nonstandardFields(contributorId)),
      ]);
      const problems = embedLevelProblems(before.embed_level, values, allowed);
      if (Object.keys(problems).length) throw badRequest(problems);
      const id = await db.transaction().execute(async (trx) => {
        // Re-read under a row lock: two saves at once must not create two configs.
        const locked = await q.findContributorEmbed(trx, contributorId, true);
        if (locked?.embed_config_id !== before.embed_config_id) throw conflict(embedMessages.alreadyExists);
        if (configId === null) return q.insertConfig(trx, contributorId, values);
        await q.updateConfig(trx, configId, values);
        return configId;
      });
      return ownConfig(contributorId, id);
    },

    /** What the embedded map reads; a contributor without an embed package has no embedded map. */
    async contributorConfig(contributorId: number): Promise<ContributorEmbedConfig> {
      await requireFlag(404);
      const contributor = await q.findContributorEmbed(db, contributorId);
      if (!contributor?.embed_level) throw notFound();
      const stored = contributor.embed_config_id ? await q.findConfig(db, contributor.embed_config_id) : undefined;
      const effective = effectiveEmbedConfig(contributor.embed_level, {
        color: stored?.color ?? DEFAULT_EMBED_COLOR,
        font: stored?.font ?? DEFAULT_EMBED_FONT,
        map_style: (stored?.map_style ?? DEFAULT_MAP_STYLE) as MapStyle,
        hide_sector_data: stored?.hide_sector_data ?? DEFAULT_HIDE_SECTOR_DATA,
        prefer_contributor_name: stored?.prefer_contributor_name ?? false,
        text_search_label: stored?.text_search_label ?? '',
        extended_fields: stored?.embed_fields ?? [],
      });
      return { contributor: contributor.id, contributor_name: contributor.name, ...effective };
    },
  };
}
