import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { MergeResult } from '../api/merge-facilities.ts';
import { MergeFacilitiesForm } from './merge-facilities-form.tsx';

/** The merge modal over the search results (spec part 1 §2): the two selected facilities, target first. */
export function MergeDialog({
  osIds,
  onClose,
  onMerged,
}: {
  osIds: string[];
  onClose: () => void;
  onMerged: (result: MergeResult) => void;
}) {
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="merge-dialog-title">
      <DialogTitle id="merge-dialog-title">
        Merge Two Facilities
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          ×
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <MergeFacilitiesForm initialTarget={osIds[0] ?? null} initialMerge={osIds[1] ?? null} onMerged={onMerged} />
      </DialogContent>
    </Dialog>
  );
}
