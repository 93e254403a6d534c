import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import { formatNumber } from '@/lib/i18n/format.ts';
import { locationInfoPath, paths } from '@/lib/paths.ts';
import {
  productionLocationSearchQuery,
  useProductionLocationSearch,
  type NameAddressQuery,
} from '../api/production-locations.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { SINGLE_LOCATION_TEXT } from '../single-location/texts.ts';
import { ContributorOnly } from './contributor-only.tsx';
import { LocationSummary } from './location-summary.tsx';

const SEARCH_PATH = `${paths.singleLocation}?tab=name-address`;

/**
 * The create route after no result: prefilled with what was searched (a choice of ours: the user
 * typed it once already). After 'I don't see my Location' it starts empty (spec part 1 §4): the
 * user has just said the search words found nothing that fits, so they are not the location's.
 */
const createPath = (query: NameAddressQuery) =>
  `${locationInfoPath(undefined, '')}?${new URLSearchParams({ ...query })}`;
const EMPTY_CREATE_PATH = locationInfoPath(undefined, '');

/** /contribute/single-location/search/?name&address&country: best matches, or the way to a new location. */
export function SearchResultsPage() {
  return (
    <ContributorOnly>
      <SearchResults />
    </ContributorOnly>
  );
}

function SearchResults() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query: NameAddressQuery = {
    name: search.get('name') ?? '',
    address: search.get('address') ?? '',
    country: search.get('country') ?? '',
  };
  const complete = Boolean(query.name && query.address && query.country);
  const results = useProductionLocationSearch(query, complete);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (results.isError) toast(errorMessages(results.error, t(SINGLE_LOCATION_TEXT.fetchLocationsFallback))[0]!);
  }, [results.isError, results.error, toast, t]);

  /** Both answers of the dialog leave the results, which are cleared. */
  const leave = (to: string) => {
    setConfirming(false);
    queryClient.removeQueries({ queryKey: productionLocationSearchQuery(query).queryKey });
    void navigate(to);
  };

  const locations = results.data?.data ?? [];
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Button component={RouterLink} to={SEARCH_PATH}>
        {t(SINGLE_LOCATION_TEXT.backToSearch)}
      </Button>
      {!complete && <Typography sx={{ mt: 2 }}>{t(SINGLE_LOCATION_TEXT.countryMissing)}</Typography>}
      {results.isFetching && <CircularProgress aria-label={t('Loading')} sx={{ display: 'block', m: 4 }} />}
      {results.isError && (
        <Typography color="error" sx={{ mt: 2 }}>
          {errorMessages(results.error, t(SINGLE_LOCATION_TEXT.fetchLocationsFallback))[0]}
        </Typography>
      )}
      {results.data && locations.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3, mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {t(SINGLE_LOCATION_TEXT.noResults)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Button variant="outlined" component={RouterLink} to={SEARCH_PATH}>
              {t(SINGLE_LOCATION_TEXT.searchAgain)}
            </Button>
            <Button variant="contained" component={RouterLink} to={createPath(query)}>
              {t(SINGLE_LOCATION_TEXT.addNewLocation)}
            </Button>
          </Box>
        </Paper>
      )}
      {locations.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h5" component="h1">
            {t(SINGLE_LOCATION_TEXT.resultsHeading)}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', my: 1 }}>
            <Typography data-testid="result-count">
              {t('{count} results', { count: formatNumber(results.data!.count) })}
            </Typography>
            <Typography color="text.secondary">{t(SINGLE_LOCATION_TEXT.sortBestMatch)}</Typography>
          </Box>
          <Box component="ul" aria-label={t('Search results')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {locations.map((location) => (
              <Paper
                component="li"
                key={location.os_id}
                variant="outlined"
                sx={{ p: 2, mb: 1, display: 'flex', alignItems: 'center', gap: 2 }}
              >
                <Box sx={{ flex: 1 }}>
                  <LocationSummary location={location} />
                </Box>
                <Button
                  variant="outlined"
                  component={RouterLink}
                  to={locationInfoPath(location.os_id, '')}
                  aria-label={t('Select {name}', { name: location.name })}
                >
                  {t('Select')}
                </Button>
              </Paper>
            ))}
          </Box>
          <Box sx={{ position: 'sticky', bottom: 0, py: 2, bgcolor: 'background.default', textAlign: 'center' }}>
            <Button variant="contained" color="secondary" onClick={() => setConfirming(true)}>
              {t(SINGLE_LOCATION_TEXT.notMyLocation)}
            </Button>
          </Box>
        </Box>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-describedby="not-found-dialog-text">
        <DialogContent>
          <DialogContentText id="not-found-dialog-text">{t(SINGLE_LOCATION_TEXT.reviewedDialog)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => leave(SEARCH_PATH)}>{t(SINGLE_LOCATION_TEXT.tryAgain)}</Button>
          <Button variant="contained" onClick={() => leave(EMPTY_CREATE_PATH)}>
            {t(SINGLE_LOCATION_TEXT.yesAddNew)}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
