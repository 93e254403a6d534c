import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProductionLocation } from '@registry/core/production-location-api';
import { ApiRequestError, errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import { locationInfoPath, paths } from '@/lib/paths.ts';
import { useProductionLocation } from '../api/production-locations.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { SINGLE_LOCATION_TEXT } from '../single-location/texts.ts';
import { LocationSummary } from './location-summary.tsx';
import { ContributorOnly } from './contributor-only.tsx';

/** /contribute/single-location/search/id/{osID}: found (maybe by a previous ID) or not found. */
export function OsIdResultPage() {
  return (
    <ContributorOnly>
      <OsIdResult />
    </ContributorOnly>
  );
}

function OsIdResult() {
  const { osID = '' } = useParams();
  const requestedId = osID.toUpperCase();
  const t = useT();
  const toast = useToast();
  const location = useProductionLocation(requestedId);
  const notFound = location.error instanceof ApiRequestError && location.error.status === 404;
  const failed = location.isError && !notFound;
  useEffect(() => {
    if (failed) toast(errorMessages(location.error, t(SINGLE_LOCATION_TEXT.fetchLocationFallback))[0]!);
  }, [failed, location.error, toast, t]);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Button component={RouterLink} to={`${paths.singleLocation}?tab=os-id`}>
        {t(SINGLE_LOCATION_TEXT.backToIdSearch)}
      </Button>
      <Paper variant="outlined" sx={{ p: 3, mt: 2 }}>
        {location.isPending && <CircularProgress aria-label={t('Loading')} />}
        {location.data && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography variant="h5" component="h1">
              {t(SINGLE_LOCATION_TEXT.isThisYourLocation)}
            </Typography>
            <OsIdFound location={location.data} requestedId={requestedId} />
          </Box>
        )}
        {failed && (
          <Typography color="error">
            {errorMessages(location.error, t(SINGLE_LOCATION_TEXT.fetchLocationFallback))[0]}
          </Typography>
        )}
        {notFound && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography variant="h5" component="h1">
              {t(SINGLE_LOCATION_TEXT.idNotFound)}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button variant="outlined" component={RouterLink} to={`${paths.singleLocation}?tab=name-address`}>
                {t(SINGLE_LOCATION_TEXT.searchByNameAndAddress)}
              </Button>
              <Button variant="contained" component={RouterLink} to={`${paths.singleLocation}?tab=os-id`}>
                {t(SINGLE_LOCATION_TEXT.searchAnotherId)}
              </Button>
            </Box>
          </Box>
        )}
      </Paper>
    </Container>
  );
}

function OsIdFound({ location, requestedId }: { location: ProductionLocation; requestedId: string }) {
  const t = useT();
  return (
    <>
      <LocationSummary location={location} requestedId={requestedId} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" component={RouterLink} to={`${paths.singleLocation}?tab=name-address`}>
          {t(SINGLE_LOCATION_TEXT.noSearchByName)}
        </Button>
        <Button variant="contained" component={RouterLink} to={locationInfoPath(location.os_id, '')}>
          {t(SINGLE_LOCATION_TEXT.yesAddData)}
        </Button>
      </Box>
    </>
  );
}
