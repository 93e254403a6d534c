import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessages } from '@/api/errors.ts';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { EXTERNAL } from '@/lib/external-links.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';
import { useOwnEmbedConfig } from '../api/embed-configs.ts';
import { useNonstandardFields } from '../api/nonstandard-fields.ts';
import { draftFromConfig } from '../embed-draft.ts';
import { EmbedConfigurator } from './embed-configurator.tsx';

/** Settings > Embed: the promo page without a package, else the configurator for the level. */
export function EmbedSettings({ contributorId, embedLevel }: { contributorId: number; embedLevel: number | null }) {
  if (!embedLevel) return <EmbedPromo />;
  return <LoadedConfigurator contributorId={contributorId} level={embedLevel} />;
}

function LoadedConfigurator({ contributorId, level }: { contributorId: number; level: number }) {
  const t = useT();
  const config = useOwnEmbedConfig();
  const fields = useNonstandardFields();
  if (config.isPending || fields.isPending) return <CircularProgress aria-label={t('Loading embed settings')} />;
  const error = config.error ?? fields.error;
  if (error) return <ErrorList errors={errorMessages(error, FALLBACK_MESSAGES.fetchEmbedConfig)} />;
  return (
    <EmbedConfigurator
      contributorId={contributorId}
      level={level}
      initialId={config.data?.id ?? null}
      initialDraft={draftFromConfig(config.data ?? null, level, fields.data ?? [])}
    />
  );
}

function EmbedPromo() {
  const t = useT();
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h2">
        {t('Embed the {product} map on your website', { product: PRODUCT_NAME })}
      </Typography>
      <Typography>
        {t(
          "Show your organization's production locations on your own website with a map in your colours, fonts and fields. Your account does not have the embedded map package yet; purchase it to configure your map here.",
        )}
      </Typography>
      <Button
        variant="contained"
        href={EXTERNAL.embeddedMap}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('Get the embedded map')}
      </Button>
    </Stack>
  );
}
