import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';

export interface FieldEntry {
  value: string;
  source: string;
}

/** Entries shown before 'Show more'. */
const VISIBLE_ENTRIES = 3;

/**
 * One field of the page: its label, the value shown (with its source line), then further
 * contributed values with theirs; long lists fold behind 'Show {n} more'.
 */
export function FieldRow({
  label,
  value,
  source,
  entries = [],
  children,
}: {
  label: string;
  value: string;
  source?: string | null;
  entries?: FieldEntry[];
  children?: ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const shown = open ? entries : entries.slice(0, VISIBLE_ENTRIES);
  const hidden = entries.length - shown.length;
  return (
    <Box component="section" aria-label={label} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
      {source && (
        <Typography variant="caption" color="text.secondary" component="p">
          {source}
        </Typography>
      )}
      {children}
      {shown.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, pl: 1.5, borderLeft: 2, borderColor: 'divider' }}>
          {shown.map((entry, index) => (
            <Box component="li" key={index} sx={{ py: 0.25 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {entry.value}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {entry.source}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {(hidden > 0 || open) && entries.length > VISIBLE_ENTRIES && (
        <Button size="small" onClick={() => setOpen(!open)} sx={{ mt: 0.5, px: 0 }}>
          {open ? t('Show fewer') : t('Show {count} more', { count: formatNumber(hidden) })}
        </Button>
      )}
    </Box>
  );
}
