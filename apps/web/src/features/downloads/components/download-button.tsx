import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { decideDownload, downloadMessages } from '@registry/core/download-limits';
import { errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { useDownloadAllowance } from '../api/download-allowance.ts';
import { useCheckoutSession } from '../api/checkout-session.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';
import { useDownloadFacilities, type DownloadFormat } from '../api/download-file.ts';
import { DownloadUnavailableDialog } from './download-unavailable-dialog.tsx';
import { LoginRequiredDialog } from './login-required-dialog.tsx';

export interface DownloadButtonProps {
  /** The search's query string (the filters), e.g. `countries=BD&sectors=Apparel`. */
  query: string;
  /** The number of facilities the search found. */
  count: number;
  /** The search is filtered to the viewer's own contributor only (is_same_contributor of the search). */
  isSameContributor?: boolean;
  isEmbedded?: boolean;
}

/**
 * Three states (spec part 1 §4): anonymous -> the login-required dialog; within the allowance ->
 * a CSV / Excel menu that downloads the server's file; above it -> 'Purchase More Downloads', or,
 * where purchasing is not configured, a dialog that says why the download cannot be made.
 */
export function DownloadButton({ query, count, isSameContributor = false, isEmbedded = false }: DownloadButtonProps) {
  const t = useT();
  const allowance = useDownloadAllowance();
  const download = useDownloadFacilities(query);
  const checkout = useCheckoutSession();
  const toast = useToast();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const [unavailableOpen, setUnavailableOpen] = useState(false);

  const data = allowance.data;
  const decision = data
    ? decideDownload(
        { isAnon: data.isAnon, allowedRecords: data.allowed_records_number, freeAnnualLimit: data.free_limit },
        {
          count,
          isEmbedded,
          isPrivateInstance: data.private_instance,
          isSameContributor,
          canPurchase: data.purchasing_enabled,
        },
      )
    : null;

  const startDownload = (format: DownloadFormat) => {
    setMenuAnchor(null);
    download.mutate(format, {
      onError: (error) => toast(errorMessages(error, downloadMessages.downloadFallback)[0]!),
    });
  };

  const purchase = () =>
    checkout.mutate(`${window.location.pathname}${window.location.search}`, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast(errorMessages(error, downloadMessages.checkoutFallback)[0]!),
    });

  const onClick = (event: React.MouseEvent<HTMLElement>) => {
    if (!decision) return;
    if (decision.state === 'login') setLoginOpen(true);
    else if (decision.state === 'purchase') purchase();
    else if (decision.state === 'download') setMenuAnchor(event.currentTarget);
    else setUnavailableOpen(true);
  };

  const busy = download.isPending || checkout.isPending;
  const message = decision ? translateMessage(t, decision.message) : '';
  return (
    <>
      <Tooltip title={message} placement="left">
        <span>
          <Button
            variant="contained"
            onClick={onClick}
            disabled={!decision || busy || count === 0}
            aria-haspopup={decision?.state === 'download' ? 'menu' : undefined}
            aria-controls={menuAnchor ? 'download-format-menu' : undefined}
          >
            {decision?.state === 'purchase' ? t('Purchase More Downloads') : busy ? t('Downloading…') : t('Download')}
          </Button>
        </span>
      </Tooltip>
      <Menu
        id="download-format-menu"
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
      >
        <MenuItem onClick={() => startDownload('csv')}>CSV</MenuItem>
        <MenuItem onClick={() => startDownload('xlsx')}>Excel</MenuItem>
        {decision?.free ? null : (
          <Typography variant="caption" component="p" sx={{ px: 2, pt: 1, maxWidth: 280 }}>
            {t(downloadMessages.repeatFree)}
          </Typography>
        )}
      </Menu>
      <LoginRequiredDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
      <DownloadUnavailableDialog open={unavailableOpen} reason={message} onClose={() => setUnavailableOpen(false)} />
    </>
  );
}
