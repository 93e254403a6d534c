import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useToast } from '@/components/toast.tsx';
import { copyText } from '@/lib/clipboard.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { facilityPath } from '@/lib/paths.ts';

/**
 * Name, OS ID, the Report menu (given as `reportMenu`) and the copy buttons (spec part 2 §2; toasts of §8);
 * an embedded map offers no Copy Link (part 1 §6).
 */
export function FacilityHeader({
  name,
  localName,
  osId,
  embedded = false,
  reportMenu,
}: {
  name: string;
  /** The name in its own language and script, shown under the name. */
  localName?: string | null;
  osId: string;
  embedded?: boolean;
  reportMenu?: ReactNode;
}) {
  const t = useT();
  const toast = useToast();
  const copy = async (text: string, done: string) =>
    toast((await copyText(text)) ? done : t('Your browser did not allow copying to the clipboard'));
  // The link names the current OS ID, also when the page was opened by a historical one.
  const link = `${window.location.origin}${facilityPath(osId)}`;
  return (
    <Box
      component="header"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 1 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
        >
          {name}
        </Typography>
        {localName && (
          <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="local-name">
            <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
              {t('Local name')}
            </Box>
            {localName}
          </Typography>
        )}
        <Typography color="text.secondary">
          {t('OS ID:')}{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.primary' }} data-testid="os-id">
            {osId}
          </Box>
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {reportMenu}
        {!embedded && (
          <Button variant="outlined" size="small" onClick={() => copy(link, t('Copied link'))}>
            {t('Copy Link')}
          </Button>
        )}
        <Button variant="outlined" size="small" onClick={() => copy(osId, t('Copied OS ID to clipboard'))}>
          {t('Copy OS ID')}
        </Button>
      </Box>
    </Box>
  );
}
