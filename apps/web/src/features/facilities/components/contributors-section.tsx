import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useT, type MessageId } from '@/lib/i18n/i18n.ts';
import type { FacilityDetail } from '../api/facility-detail.ts';
import { formatDate } from './field-values.ts';

const CHANNEL: Record<string, MessageId> = {
  api: 'Contributed through the API',
  slc: 'Contributed as a single location',
};

/** Who contributed the facility, each contribution with its list or channel; hidden on embedded maps (spec part 1 §5). */
export function ContributorsSection({ facility }: { facility: FacilityDetail }) {
  const t = useT();
  const { contributions, created_from: createdFrom } = facility.properties;
  return (
    <Box component="section" aria-labelledby="contributors-heading" sx={{ py: 2 }}>
      <Typography variant="h6" component="h2" id="contributors-heading">
        {t('Contributors')}
      </Typography>
      {createdFrom && (
        <Typography variant="body2" color="text.secondary">
          {t('Created from data contributed by {contributor} on {date}', {
            contributor: createdFrom.contributor,
            date: formatDate(createdFrom.created_at),
          })}
        </Typography>
      )}
      {contributions.length === 0 ? (
        <Typography>{t('No public contributions')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {contributions.map((contribution, index) => (
            <Box component="li" key={index} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Typography sx={{ fontWeight: 500 }}>{contribution.contributor_name}</Typography>
                {contribution.is_verified && (
                  <Chip label={t('Verified')} size="small" color="success" variant="outlined" />
                )}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {contribution.list_name ??
                  (CHANNEL[contribution.source] ? t(CHANNEL[contribution.source]!) : contribution.source)}{' '}
                · {formatDate(contribution.created_at)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
