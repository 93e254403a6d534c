import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FACILITY_ADMIN_FALLBACKS, isAdjustableMatchStatus } from '@registry/core/facility-admin';
import { errorMessages } from '@/api/errors.ts';
import { ToolPage } from '@/components/dashboard/tool-page.tsx';
import { useToast } from '@/components/toast.tsx';
import { facilityPath } from '@/lib/paths.ts';
import type { AdminFacility, FacilityMatch } from '../api/admin-facility.ts';
import { useAdjustMatch, type AdjustResult, type MatchTool } from '../api/adjust-match.ts';
import { FacilityLookup } from './facility-lookup.tsx';

/** /dashboard/adjustfacilitymatches (spec part 2 §4 'Match adjust'); the OS ID is kept in the URL. */
export function AdjustMatchesPage() {
  const [search, setSearch] = useSearchParams();
  const osId = search.get('osID');
  const [facility, setFacility] = useState<AdminFacility | null>(null);
  const [result, setResult] = useState<AdjustResult | null>(null);
  return (
    <ToolPage title="Adjust Facility Matches">
      <FacilityLookup
        label="Facility"
        osId={osId}
        onOsIdChange={(id) => {
          setResult(null);
          setSearch(id ? { osID: id } : {}, { replace: true });
        }}
        onLoaded={setFacility}
      />
      {result && (
        <Alert severity="success" sx={{ my: 2 }} onClose={() => setResult(null)}>
          {result.message}
          {result.new_os_id && result.new_os_id !== facility?.id && (
            <>
              {': '}
              <Link component={RouterLink} to={facilityPath(result.new_os_id)}>
                {result.new_os_id}
              </Link>
            </>
          )}
        </Alert>
      )}
      {facility && <MatchesTable facility={facility} onDone={setResult} />}
    </ToolPage>
  );
}

function MatchesTable({ facility, onDone }: { facility: AdminFacility; onDone: (result: AdjustResult) => void }) {
  const toast = useToast();
  const adjust = useAdjustMatch();
  const [transferring, setTransferring] = useState<FacilityMatch | null>(null);
  const [destination, setDestination] = useState<string | null>(null);
  const [loadedDestination, setLoadedDestination] = useState<AdminFacility | null>(null);
  const matches = facility.properties.matches ?? [];

  const run = (tool: MatchTool, osId: string, match: FacilityMatch) =>
    adjust.mutate(
      { tool, osId, matchId: match.match_id },
      {
        onSuccess: (result) => {
          toast(result.message);
          setTransferring(null);
          onDone(result);
        },
        onError: (error) => toast(errorMessages(error, FACILITY_ADMIN_FALLBACKS.adjustMatch)[0]!),
      },
    );

  if (matches.length === 0) return <Typography sx={{ my: 2 }}>This facility has no matches.</Typography>;
  return (
    <>
      <Table size="small" aria-label="Facility matches">
        <TableHead>
          <TableRow>
            {['Contributor', 'List', 'Name', 'Address', 'Status', 'Confidence', 'Actions'].map((label) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {matches.map((match) => {
            const enabled = isAdjustableMatchStatus(match.status) && !adjust.isPending;
            return (
              <TableRow key={match.match_id} data-testid={`match-${match.match_id}`}>
                <TableCell>{match.list_contributor_name}</TableCell>
                <TableCell title={match.list_description}>{match.list_name}</TableCell>
                <TableCell>{match.name}</TableCell>
                <TableCell>{match.address}</TableCell>
                <TableCell>{match.status}</TableCell>
                {/* The row that created the facility was never scored against it. */}
                <TableCell>
                  {match.created_this_facility ? 'Created the facility' : match.confidence.toFixed(2)}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1 }}>
                    {/* The row that created this facility cannot leave it; a row that created another one goes back there. */}
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={!enabled || match.created_this_facility}
                      onClick={() => run('split', facility.id, match)}
                    >
                      {match.facility_created_by_item ? 'Revert' : 'Split'}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={!enabled || match.created_this_facility}
                      onClick={() => run('promote', facility.id, match)}
                    >
                      Promote
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={!enabled}
                      onClick={() => {
                        setDestination(null);
                        setTransferring(match);
                      }}
                    >
                      Transfer
                    </Button>
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Dialog
        open={transferring !== null}
        onClose={() => setTransferring(null)}
        fullWidth
        aria-labelledby="transfer-title"
      >
        <DialogTitle id="transfer-title">Transfer match to an alternate facility</DialogTitle>
        <DialogContent>
          <Typography>
            {transferring?.name} ({transferring?.list_contributor_name})
          </Typography>
          <FacilityLookup
            label="Alternate facility"
            osId={destination}
            onOsIdChange={setDestination}
            onLoaded={setLoadedDestination}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTransferring(null)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!loadedDestination || !transferring || adjust.isPending}
            onClick={() => transferring && loadedDestination && run('move', loadedDestination.id, transferring)}
          >
            Transfer
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
