import { useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/i18n/i18n.ts';

/** What a list file may be: the server reads CSV and Excel (.xlsx). */
const LIST_FILE_TYPES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Picks a list file (CSV or XLSX): a real button, since a label is not reachable by keyboard, that
 * opens a hidden file input, and the chosen file's name beside it. A new `resetKey` empties the input.
 */
export function ListFilePicker({
  label,
  file,
  onChange,
  resetKey,
}: {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  resetKey?: number;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        key={resetKey}
        ref={input}
        hidden
        type="file"
        name="file"
        accept={LIST_FILE_TYPES}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <Typography data-testid="selected-file">{file ? file.name : t('No file selected')}</Typography>
    </Stack>
  );
}
