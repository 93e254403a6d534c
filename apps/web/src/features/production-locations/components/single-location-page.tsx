import { useSearchParams } from 'react-router';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/i18n/i18n.ts';
import { SINGLE_LOCATION_TEXT } from '../single-location/texts.ts';
import { NameAddressSearchTab } from './name-address-search-tab.tsx';
import { OsIdSearchTab } from './os-id-search-tab.tsx';
import { ContributorOnly } from './contributor-only.tsx';

type SearchTab = 'name-address' | 'os-id';

/** /contribute/single-location: two ways to find the location first; the tab lives in ?tab=. */
export function SingleLocationPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const tab: SearchTab = search.get('tab') === 'os-id' ? 'os-id' : 'name-address';
  return (
    <ContributorOnly>
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('Add production location data')}
        </Typography>
        <Paper variant="outlined">
          <Tabs
            value={tab}
            onChange={(_event, value: SearchTab) => setSearch({ tab: value }, { replace: true })}
            variant="fullWidth"
          >
            <Tab value="name-address" label={t(SINGLE_LOCATION_TEXT.nameAddressTab)} />
            <Tab value="os-id" label={t(SINGLE_LOCATION_TEXT.osIdTab)} />
          </Tabs>
          {tab === 'os-id' ? <OsIdSearchTab /> : <NameAddressSearchTab />}
        </Paper>
      </Container>
    </ContributorOnly>
  );
}
