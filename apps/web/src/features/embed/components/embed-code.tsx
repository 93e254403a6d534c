import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { embedCode, embedMessages } from '@registry/core/embed-config';
import { useToast } from '@/components/toast.tsx';
import { copyText } from '@/lib/clipboard.ts';
import { useT } from '@/lib/i18n/i18n.ts';

/** The HTML to paste into the contributor's site. */
export function EmbedCode({ contributorId, width, height }: { contributorId: number; width: string; height: string }) {
  const t = useT();
  const toast = useToast();
  const code = embedCode({ origin: window.location.origin, contributorId, width, height });
  return (
    <section aria-label={t('Embed code')}>
      <Typography variant="h6" component="h2">
        {t('Embed code')}
      </Typography>
      <Stack spacing={1}>
        <TextField
          multiline
          minRows={3}
          value={code}
          slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-label': t('Embed code') } }}
        />
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          onClick={async () => (await copyText(code)) && toast(t(embedMessages.copied))}
        >
          {t('Copy code')}
        </Button>
      </Stack>
    </section>
  );
}
