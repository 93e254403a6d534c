import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { embedMapPath } from '@registry/core/embed-config';
import { useT } from '@/lib/i18n/i18n.ts';

interface Props {
  contributorId: number;
  fullWidth: boolean;
  width: string;
  height: string;
  /** Moves after every save, so the preview reloads with the saved config. */
  version: number;
}

/** The embedded map itself in an iframe, sized as the embed code sizes it. */
export function EmbedPreview({ contributorId, fullWidth, width, height, version }: Props) {
  const t = useT();
  const src = `${embedMapPath(contributorId)}&preview=${version}`;
  const frame = { border: 0, display: 'block' } as const;
  return (
    <section aria-label={t('Preview')}>
      <Typography variant="h6" component="h2">
        {t('Preview')}
      </Typography>
      <Box sx={{ overflow: 'auto', maxWidth: '100%' }}>
        {fullWidth ? (
          <Box sx={{ position: 'relative', width: '100%', pt: `${Number(height) || 75}%` }}>
            <iframe
              key={version}
              title={t('Embedded map preview')}
              src={src}
              style={{ ...frame, position: 'absolute', inset: 0, width: '100%', height: '100%' }}
            />
          </Box>
        ) : (
          <iframe
            key={version}
            title={t('Embedded map preview')}
            src={src}
            width={Number(width) || 1000}
            height={Number(height) || 800}
            style={frame}
          />
        )}
      </Box>
    </section>
  );
}
