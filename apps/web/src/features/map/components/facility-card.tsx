import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { contributedName } from '@registry/core/extended-fields';
import { staticMapEndpoint } from '@registry/core/tiles-api';
import { urlOf } from '@/api/call.ts';
import { errorMessages } from '@/api/errors.ts';
import { FACILITY_LINK_STATE } from '@/components/map/facility-link-state.ts';
import { formatCountry } from '@/lib/i18n/format.ts';
import { useT, type MessageId } from '@/lib/i18n/i18n.ts';
import { facilityPath } from '@/lib/paths.ts';
import { useFacilitySummary } from '../api/facility-summary.ts';
import type { EmbeddedCard } from '../embed-appearance.ts';

const FETCH_ERROR: MessageId = 'An error prevented fetching that facility';
/** The card's picture of the facility's region (zoom 5: its country and neighbours), served by GET /api/static-map/. */
const STATIC_MAP = { zoom: 5, width: 300, height: 150 } as const;
export const staticMapUrl = ([lng, lat]: [number, number]) =>
  urlOf(staticMapEndpoint, { query: { lat, lng, ...STATIC_MAP } });

/** The card of the facility selected on the map: name, address, OS ID and a link to its page. */
export function FacilityCard({
  osId,
  onClose,
  embedded,
}: {
  osId: string;
  onClose: () => void;
  embedded?: EmbeddedCard;
}) {
  const t = useT();
  const facility = useFacilitySummary(osId);
  const p = facility.data?.properties;
  const name =
    p && ((embedded?.preferNameOf != null && contributedName(p.extended_fields.name, embedded.preferNameOf)) || p.name);
  const coordinates = facility.data?.geometry.coordinates;
  return (
    <Card
      role="region"
      aria-label={t('Selected facility')}
      elevation={4}
      sx={{ position: 'absolute', top: 10, left: 10, width: 300, maxWidth: 'calc(100% - 70px)' }}
    >
      <IconButton
        aria-label={t('Close')}
        size="small"
        onClick={onClose}
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        ×
      </IconButton>
      <CardContent sx={{ pr: 5 }}>
        {facility.isPending && <CircularProgress size={24} aria-label={t('Loading facility')} />}
        {facility.isError && <Alert severity="error">{errorMessages(facility.error, t(FETCH_ERROR))[0]}</Alert>}
        {p && (
          <>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            {coordinates && (
              <Box
                component="img"
                src={staticMapUrl(coordinates)}
                alt={t('Map of where {name} is', { name: name ?? '' })}
                width={STATIC_MAP.width}
                height={STATIC_MAP.height}
                sx={{ display: 'block', width: '100%', height: 'auto', my: 1, borderRadius: 1 }}
              />
            )}
            <Typography variant="body2">{p.address}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatCountry(p.country_code, p.country_name)}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('OS ID:')} <span data-testid="facility-card-os-id">{p.os_id}</span>
            </Typography>
          </>
        )}
      </CardContent>
      {p && (
        <CardActions>
          <Button
            component={RouterLink}
            to={`${facilityPath(p.os_id)}${embedded ? `?${embedded.linkQuery}` : ''}`}
            state={FACILITY_LINK_STATE}
            size="small"
          >
            {t('View facility details')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
