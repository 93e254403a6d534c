import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { isListAdmin, isListOwner, readOnlyMessage, type ListViewer } from '@registry/core/list-status';
import { ApiRequestError, errorMessages } from '@/api/errors.ts';
import { NotFound } from '@/components/not-found.tsx';
import { useToast } from '@/components/toast.tsx';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useUrlParams } from '@/lib/use-url-params.ts';
import { useListDetail } from '../api/list-detail.ts';
import { downloadFormattedFile } from '../download-formatted-file.ts';
import { listDetailParams, listDetailSearch } from '../list-detail-params.ts';
import { LISTS_TEXT } from '../messages.ts';
import { ListItemsTable } from './list-items-table.tsx';
import { ListProgressPanel } from './list-progress-panel.tsx';
import { ListStatusPanel } from './list-status-panel.tsx';
import { ListsSignIn } from './lists-sign-in.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { ProcessingDialog } from './processing-dialog.tsx';

function ListMissing({ message }: { message?: string }) {
  const t = useT();
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Alert severity="error">{message ?? t(LISTS_TEXT.listNotFound)}</Alert>
      <Button component={RouterLink} to={paths.lists} sx={{ mt: 2 }}>
        {t('Back to lists')}
      </Button>
    </Container>
  );
}

/** /lists/{listID}: the list, its status and its rows with match review (spec part 1 §2, §4). */
export function ListDetailPage() {
  const t = useT();
  const { listID } = useParams();
  const id = Number(listID);
  const valid = Number.isInteger(id) && id > 0;
  const toast = useToast();
  const queryClient = useQueryClient();
  const { params, update } = useUrlParams(listDetailParams, listDetailSearch);
  const session = useSession();
  const signedIn = Boolean(session.data && !session.data.isAnon);
  const list = useListDetail(id, signedIn && valid);
  const [downloading, setDownloading] = useState(false);

  if (!valid) return <NotFound />;
  if (session.isPending) return <CircularProgress sx={{ m: 4 }} aria-label={t('Loading')} />;
  if (!signedIn) return <ListsSignIn />;
  if (list.isPending) return <CircularProgress sx={{ m: 4 }} aria-label={t('Loading list')} />;
  if (list.isError) {
    const missing = list.error instanceof ApiRequestError && list.error.status === 404;
    return (
      <ListMissing
        message={missing ? t(LISTS_TEXT.listNotFound) : errorMessages(list.error, t(LISTS_TEXT.listFallback))[0]}
      />
    );
  }

  const data = list.data;
  const user = session.data!;
  const viewer: ListViewer = {
    contributor_id: user.contributor_id,
    is_superuser: user.is_superuser,
    is_moderation_mode: user.is_moderation_mode,
  };
  const mayDecide = isListOwner(data, viewer) || isListAdmin(data, viewer);
  // A public list of another contributor: its rows and file are theirs (the server answers 404 for them).
  if (!mayDecide) return <ListMissing />;
  const canAct = mayDecide && data.status === 'APPROVED' && data.is_active && readOnlyMessage(data, viewer) === null;
  // Rows appear while the file is read; once it is read, an empty list is just empty (a header-only file).
  const noRowsYet = data.item_count === 0 && data.parsing_errors.length === 0 && data.progress.step === 'parse';

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFormattedFile(data);
    } catch (error) {
      toast(errorMessages(error, t(LISTS_TEXT.csvFallback))[0]!);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Container maxWidth={false} sx={{ py: 4, maxWidth: 1400 }}>
      <Typography variant="h4" component="h1">
        {data.name || data.id}
      </Typography>
      {data.description && <Typography color="text.secondary">{data.description}</Typography>}
      <Stack direction="row" spacing={2} sx={{ my: 2, flexWrap: 'wrap' }} useFlexGap>
        <Button variant="contained" onClick={() => void download()} disabled={downloading || data.item_count === 0}>
          {t('Download Formatted File')}
        </Button>
        <Button variant="outlined" href={data.file} download={data.file_name}>
          {t('Download Submitted File')}
        </Button>
        <Button component={RouterLink} to={paths.lists}>
          {t('Back to lists')}
        </Button>
      </Stack>
      <ListStatusPanel list={data} viewer={viewer} />
      <ListProgressPanel list={data} />
      {!noRowsYet && <ListItemsTable list={data} params={params} onChange={update} canAct={canAct} />}
      <ProcessingDialog
        open={noRowsYet}
        onRefresh={() => void queryClient.invalidateQueries({ queryKey: facilityListKeys.one(id) })}
      />
    </Container>
  );
}
