import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatNumberOfWorkers, type WorkerCount } from '@registry/core/number-of-workers';
import type { ProductionLocationCleanedData } from '@registry/core/production-location-rules';
import { useT, type MessageId, type Translate } from '@/lib/i18n/i18n.ts';
import { sectorName, typeName } from '@/lib/i18n/fixed-names.ts';
import { claimFacilityPath, paths } from '@/lib/paths.ts';
import { useProductionLocation } from '../api/production-locations.ts';
import { CONFIRMATION_TEXT, confirmationClaimState } from '../single-location/claim-status.ts';

const STATUS_LABEL = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' } as const satisfies Record<
  string,
  MessageId
>;

/** What the dialog shows: the answer of the submission, or the event fetched again later. */
export interface ContributionView {
  status: keyof typeof STATUS_LABEL;
  os_id?: string | null;
  cleaned_data: Record<string, unknown>;
}

const ADDITIONAL: [keyof ProductionLocationCleanedData, MessageId][] = [
  ['sector', 'Sector(s)'],
  ['product_type', 'Product Type(s)'],
  ['location_type', 'Location Type(s)'],
  ['processing_type', 'Processing Type(s)'],
  ['number_of_workers', 'Number of Workers'],
  ['parent_company', 'Parent Company'],
];

const nameOf = (t: Translate, key: keyof ProductionLocationCleanedData, name: string) =>
  key === 'sector'
    ? sectorName(t, name)
    : key === 'location_type' || key === 'processing_type'
      ? typeName(t, name)
      : name;

/** A field's value as sent; sectors and types in the reader's language. */
const show = (t: Translate, key: keyof ProductionLocationCleanedData, value: unknown) =>
  Array.isArray(value)
    ? value.map((item) => nameOf(t, key, String(item))).join(', ')
    : typeof value === 'object' && value !== null
      ? formatNumberOfWorkers(value as WorkerCount)
      : String(value);

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );
}

/** After a submission: what was sent, the OS ID and its review status, and where to go next. */
export function ContributionDialog({ event }: { event: ContributionView }) {
  const navigate = useNavigate();
  const t = useT();
  const data = event.cleaned_data as Partial<ProductionLocationCleanedData>;
  const osId = event.os_id ?? null;
  const location = useProductionLocation(osId ?? undefined);
  const claim = confirmationClaimState(osId, location.data?.claim_status);
  const additional = ADDITIONAL.filter(
    ([key]) => data[key] !== undefined && data[key] !== null && !(Array.isArray(data[key]) && data[key].length === 0),
  );
  const half = Math.ceil(additional.length / 2);
  const close = () => void navigate(paths.home);
  // The claim opens in a new tab, so this confirmation stays where it is.
  const claimButton =
    claim.claimEnabled && osId ? (
      <Button variant="contained" component="a" href={claimFacilityPath(osId)} target="_blank" rel="noreferrer">
        {t(CONFIRMATION_TEXT.continueToClaim)}
      </Button>
    ) : (
      <Button variant="contained" disabled>
        {t(CONFIRMATION_TEXT.continueToClaim)}
      </Button>
    );
  return (
    <Dialog open onClose={close} aria-labelledby="contribution-dialog-title" maxWidth="md" fullWidth>
      <DialogTitle id="contribution-dialog-title" sx={{ pr: 6 }}>
        {t(CONFIRMATION_TEXT.title)}
        <IconButton aria-label={t('Close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          ×
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t(CONFIRMATION_TEXT.claimInvitation)}</Typography>
        <Divider sx={{ mb: 2 }} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4 }}>
          <Box>
            <Field label={t('Location Name')} value={data.name ?? ''} />
            <Field label={t('Address')} value={data.address ?? ''} />
            {additional.slice(0, half).map(([key, label]) => (
              <Field key={key} label={t(label)} value={show(t, key, data[key])} />
            ))}
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              OS ID
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
              {osId && <Typography data-testid="dialog-os-id">{osId}</Typography>}
              <Tooltip title={t(claim.reviewText)}>
                <Chip
                  label={t(STATUS_LABEL[event.status])}
                  color={event.status === 'APPROVED' ? 'success' : 'warning'}
                  size="small"
                  tabIndex={0}
                />
              </Tooltip>
            </Box>
            <Typography variant="body2" sx={{ mb: 1.5 }} data-testid="review-text">
              {t(claim.reviewText)}
            </Typography>
            {additional.slice(half).map(([key, label]) => (
              <Field key={key} label={t(label)} value={show(t, key, data[key])} />
            ))}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={close}>
          {t(CONFIRMATION_TEXT.searchRegistry)}
        </Button>
        <Button variant="outlined" color="secondary" onClick={() => void navigate(paths.singleLocation)}>
          {t(CONFIRMATION_TEXT.submitAnother)}
        </Button>
        {claim.claimTooltip ? (
          <Tooltip title={t(claim.claimTooltip)}>
            <span>{claimButton}</span>
          </Tooltip>
        ) : (
          claimButton
        )}
      </DialogActions>
    </Dialog>
  );
}
