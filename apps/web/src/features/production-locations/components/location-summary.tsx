import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ProductionLocation } from '@registry/core/production-location-api';
import { useT } from '@/lib/i18n/i18n.ts';
import { formatCountry } from '@/lib/i18n/format.ts';
import { SINGLE_LOCATION_TEXT } from '../single-location/texts.ts';

/**
 * Name, OS ID, address and country of a location. When it was reached by an older (merged) ID,
 * both the current and the previous OS ID are shown.
 */
export function LocationSummary({ location, requestedId }: { location: ProductionLocation; requestedId?: string }) {
  const historical = requestedId !== undefined && requestedId !== location.os_id;
  const t = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="h6" component="h3">
        {location.name}
      </Typography>
      {historical ? (
        <>
          <Typography data-testid="current-os-id">{t('Current OS ID: {osId}', { osId: location.os_id })}</Typography>
          <Tooltip title={t(SINGLE_LOCATION_TEXT.mergedTooltip)}>
            <Typography
              data-testid="previous-os-id"
              sx={{ color: 'text.secondary', alignSelf: 'flex-start' }}
              tabIndex={0}
            >
              {t('Previous OS ID: {osId}', { osId: requestedId })}
            </Typography>
          </Tooltip>
        </>
      ) : (
        <Typography data-testid="os-id">OS ID: {location.os_id}</Typography>
      )}
      <Typography>{location.address}</Typography>
      <Typography color="text.secondary">{formatCountry(location.country.alpha_2, location.country.name)}</Typography>
    </Box>
  );
}
