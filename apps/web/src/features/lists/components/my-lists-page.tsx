import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessages } from '@/api/errors.ts';
import { ErrorList } from '@/components/error-list.tsx';
import { listPath, paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useMyLists } from '../api/my-lists.ts';
import { LISTS_TEXT } from '../messages.ts';
import { ListsSignIn } from './lists-sign-in.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

const day = (iso: string) => iso.slice(0, 10);

/** /lists: the signed-in contributor's lists with the status each shows (spec part 1 §2, §4). */
export function MyListsPage() {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = Boolean(session.data && !session.data.isAnon);
  const lists = useMyLists(signedIn);
  if (session.isPending) return <CircularProgress sx={{ m: 4 }} aria-label={t('Loading')} />;
  if (!signedIn) return <ListsSignIn />;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('My Lists')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        <Button variant="contained" component={RouterLink} to={paths.contribute}>
          {t('Upload a new list')}
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to={`${paths.facilities}?contributors=${session.data!.contributor_id ?? ''}`}
        >
          {t('View my facilities')}
        </Button>
      </Stack>
      {lists.isError && <ErrorList errors={errorMessages(lists.error, t(LISTS_TEXT.listsFallback))} />}
      {lists.isPending && <CircularProgress aria-label={t('Loading lists')} />}
      {lists.data && lists.data.length === 0 && <Typography>{t('You have not uploaded any lists yet.')}</Typography>}
      {lists.data && lists.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table aria-label={t('My lists')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Name')}</TableCell>
                <TableCell>{t('Description')}</TableCell>
                <TableCell>{t('File Name')}</TableCell>
                <TableCell>{t('Uploaded')}</TableCell>
                <TableCell>{t('Status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lists.data.map((list) => (
                <TableRow key={list.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(listPath(list.id))}>
                  <TableCell>
                    <RouterLink to={listPath(list.id)} onClick={(event) => event.stopPropagation()}>
                      {list.name || list.id}
                    </RouterLink>
                  </TableCell>
                  <TableCell>{list.description}</TableCell>
                  <TableCell>{list.file_name}</TableCell>
                  <TableCell>{day(list.created_at)}</TableCell>
                  <TableCell data-testid="list-status">{t(list.display_status)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Container>
  );
}
