import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GRACE_LIMIT_INTEGER, graceLimitError } from '@registry/core/api-blocks';
import { errorMessages } from '@/api/errors.ts';
import { DashboardBreadcrumbs } from '@/components/dashboard/dashboard-breadcrumbs.tsx';
import { useToast } from '@/components/toast.tsx';
import { paths } from '@/lib/paths.ts';
import { useApiBlock, useSaveGrace, type ApiBlock } from '../api/api-blocks.ts';

const FETCH_BLOCK_FAILED = 'An error prevented fetching that API block';
const SAVE_FAILED = 'An error prevented updating that API block';

/** The typed grace limit: blank is none (the server then uses actual + 1); otherwise a whole number. */
function parseGrace(text: string): number | null | 'invalid' {
  if (!text.trim()) return null;
  return /^\s*\d+\s*$/.test(text) ? Number(text) : 'invalid';
}

/** /dashboard/apiblocks/{blockId} (spec part 2 §2, §5 'Grace limit'). */
export function ApiBlockDetailPage() {
  const { blockId = '' } = useParams();
  const block = useApiBlock(blockId);
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto', p: 3 }}>
      <DashboardBreadcrumbs trail={[{ label: 'API Blocks', to: paths.apiBlocks }, { label: `API Block ${blockId}` }]} />
      {block.isPending && <CircularProgress aria-label="Loading API block" />}
      {block.isError && <Alert severity="error">{errorMessages(block.error, FETCH_BLOCK_FAILED)[0]}</Alert>}
      {block.data && <GraceForm key={block.data.updated_at} block={block.data} />}
    </Box>
  );
}

function GraceForm({ block }: { block: ApiBlock }) {
  const toast = useToast();
  const save = useSaveGrace(String(block.id));
  const [limit, setLimit] = useState(block.grace_limit === null ? '' : String(block.grace_limit));
  const [reason, setReason] = useState(block.grace_reason);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const grace = parseGrace(limit);
    const problem = grace === 'invalid' ? GRACE_LIMIT_INTEGER : graceLimitError(grace, block);
    setError(problem);
    if (problem) return; // nothing is saved
    save.mutate(
      { ...block, grace_limit: grace as number | null, grace_reason: reason.trim() },
      { onSuccess: () => toast('API block was updated') },
    );
  };

  const facts: [string, string | number][] = [
    ['Organization', block.contributor_name],
    ['Created', block.created_at.slice(0, 10)],
    ['Until', block.until.slice(0, 10)],
    ['Limit', block.limit],
    ['Actual', block.actual],
    ['Active', block.active ? 'Yes' : 'No'],
  ];
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        API Block {block.id}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, mb: 3 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid={`block-${label.toLowerCase()}`}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          label="Grace limit"
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
          inputMode="numeric"
          error={Boolean(error)}
          helperText={error ?? `Blank means ${block.actual + 1} (the actual count plus one).`}
        />
        <TextField
          label="Grace reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
        />
        {save.isError && <Alert severity="error">{errorMessages(save.error, SAVE_FAILED).join(' ')}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
        </Box>
      </Box>
    </>
  );
}
