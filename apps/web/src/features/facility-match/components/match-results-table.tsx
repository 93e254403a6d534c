import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { evidenceSentence, type MatchRowResult } from '@registry/core/facility-match-api';
import { useT } from '@/lib/i18n/i18n.ts';
import { facilityPath } from '@/lib/paths.ts';
import { MATCH_STATUS_LABELS } from '../match-status-labels.ts';

/** Each row's best match: the matched facility, or the best candidate of a potential match. */
export function MatchResultsTable({ results }: { results: MatchRowResult[] }) {
  const t = useT();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('Matches')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Row')}</TableCell>
            <TableCell>{t('Your row')}</TableCell>
            <TableCell>{t('Status')}</TableCell>
            <TableCell>OS ID</TableCell>
            <TableCell>{t('Name')}</TableCell>
            <TableCell>{t('Address')}</TableCell>
            <TableCell>{t('Confidence')}</TableCell>
            <TableCell>{t('Evidence')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((row) => {
            const best = row.matches[0];
            return (
              <TableRow key={row.row_index} data-testid="match-row">
                <TableCell>{row.row_index + 2}</TableCell>
                <TableCell>{row.cells?.join(', ')}</TableCell>
                <TableCell>{t(MATCH_STATUS_LABELS[row.status])}</TableCell>
                <TableCell>
                  {best ? (
                    <Link component={RouterLink} to={facilityPath(best.os_id)}>
                      {best.os_id}
                    </Link>
                  ) : null}
                </TableCell>
                <TableCell>{best?.name ?? ''}</TableCell>
                <TableCell>{best?.address ?? ''}</TableCell>
                <TableCell>{best ? best.confidence.toFixed(2) : ''}</TableCell>
                <TableCell>
                  {row.status === 'ERROR' ? row.errors.join(' ') : best ? evidenceSentence(best.evidence) : ''}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
