import { useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/i18n/i18n.ts';
import { useSession } from '@/lib/session.ts';
import type { FacilityList } from '../api/facility-lists.ts';
import { SignInRequired } from './sign-in-required.tsx';
import { UploadForm } from './upload-form.tsx';
import { UploadProgress } from './upload-progress.tsx';

/** /contribute/multiple-locations: the list upload form, then the new list's progress. */
export function UploadPage() {
  const t = useT();
  const session = useSession();
  const [uploaded, setUploaded] = useState<FacilityList | null>(null);
  if (session.isPending) return <CircularProgress sx={{ m: 4 }} aria-label={t('Loading')} />;
  if (!session.data || session.data.isAnon) return <SignInRequired />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('Upload a List of Production Locations')}
      </Typography>
      {uploaded ? (
        <UploadProgress list={uploaded} onUploadAnother={() => setUploaded(null)} />
      ) : (
        <UploadForm onUploaded={setUploaded} />
      )}
    </Container>
  );
}
