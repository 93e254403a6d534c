import type { QueryClient } from '@tanstack/react-query';
import { EMBED_AUTO_SAVE_MS } from '@registry/core/embed-config';
import { embedConfigSchema } from '@registry/core/embed-config-schema';
import { ApiRequestError, errorMessages } from '@/api/errors.ts';
import { ownEmbedConfigQuery, saveEmbedConfig } from '../api/embed-configs.ts';
import { type EmbedDraft, payloadFromDraft } from '../embed-draft.ts';
import { createAutoSaver } from './auto-saver.ts';
import { contributorEmbedConfigQuery } from '../api/contributor-embed-config.ts';

export type FieldErrors = Record<string, string[]>;
const SAVE_FALLBACK = 'An error prevented saving the embed settings';

export interface SaveListener {
  saving(): void;
  saved(): void;
  /** Field errors beside the fields; an array answer's messages as a bottom-left toast; anything else as text. */
  failed(error: { fields?: FieldErrors; toast?: string[]; text?: string }): void;
}

function zodErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues)
    (errors[String(issue.path.find((p) => typeof p === 'string') ?? 'non_field_errors')] ??= []).push(issue.message);
  return errors;
}

/** Auto-saves drafts: the first save creates the config (POST), later ones update it (PUT). */
export function createEmbedSaver(options: {
  initialId: number | null;
  level: number;
  contributorId: number;
  queryClient: QueryClient;
  listener: SaveListener;
}) {
  let id = options.initialId;
  const { listener, queryClient } = options;
  return createAutoSaver<EmbedDraft>(async (value) => {
    const payload = payloadFromDraft(value, options.level);
    const checked = embedConfigSchema.safeParse(payload);
    if (!checked.success) return listener.failed({ fields: zodErrors(checked.error.issues) });
    listener.saving();
    try {
      const saved = await saveEmbedConfig(id, payload);
      id = saved.id;
      queryClient.setQueryData(ownEmbedConfigQuery.queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: contributorEmbedConfigQuery(options.contributorId).queryKey });
      listener.saved();
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : undefined;
      if (Array.isArray(body)) listener.failed({ toast: body.map(String) });
      else if (
        error instanceof ApiRequestError &&
        error.status === 400 &&
        body &&
        typeof body === 'object' &&
        !('detail' in body)
      ) {
        listener.failed({ fields: body as FieldErrors });
      } else listener.failed({ text: errorMessages(error, SAVE_FALLBACK)[0]! });
    }
  }, EMBED_AUTO_SAVE_MS);
}
