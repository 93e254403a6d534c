import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CLAIM_FALLBACKS } from '@registry/core/claim-fallbacks';
import { errorMessages } from '@/api/errors.ts';
import { claimedFacilityPath, paths } from '@/lib/paths.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';
import { claimMessage } from '../claim-texts.ts';
import { useClaimedFacilities } from '../api/claimed-facilities.ts';
import { LoginPrompt } from './login-prompt.tsx';

/** /claimed: My Claimed Facilities (spec part 2 §2). */
export function ClaimedListPage({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const claimed = useClaimedFacilities(signedIn);
  if (!signedIn)
    return (
      <LoginPrompt
        title={t('My Claimed Facilities')}
        text={t('Log in to view your claimed production locations on {product}', { product: PRODUCT_NAME })}
      />
    );
  if (claimed.isPending) return <CircularProgress aria-label={t('Loading')} sx={{ m: 4 }} />;
  if (claimed.isError) {
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        {claimMessage(t, errorMessages(claimed.error, CLAIM_FALLBACKS.fetchClaims)[0]!)}
      </Alert>
    );
  }
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', p: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('My Claimed Facilities')}
      </Typography>
      {claimed.data.length === 0 ? (
        <Box>
          <Typography sx={{ mb: 2 }}>{t('You do not have any approved facility claims...')}</Typography>
          <Button variant="contained" component={RouterLink} to={paths.home}>
            {t('Find My Production Location')}
          </Button>
        </Box>
      ) : (
        <Table aria-label={t('Claimed facilities')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('Name')}</TableCell>
              {/* OS ID is the same in every language (the catalogs' glossary). */}
              <TableCell>OS ID</TableCell>
              <TableCell>{t('Address')}</TableCell>
              <TableCell>{t('Country')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {claimed.data.map((item) => (
              <TableRow
                key={item.id}
                hover
                sx={{ cursor: 'pointer' }}
                onClick={() => navigate(claimedFacilityPath(item.id))}
              >
                <TableCell>{item.facility_name}</TableCell>
                <TableCell>{item.os_id}</TableCell>
                <TableCell>{item.facility_address}</TableCell>
                <TableCell>{item.facility_country_name}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
