import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_TEXT_SEARCH_LABEL, setFieldVisible, type EmbedField } from '@registry/core/embed-config';
import { type EmbedDraft, moveField } from '../embed-draft.ts';

interface Props {
  draft: EmbedDraft;
  onChange: (draft: EmbedDraft) => void;
  error?: string;
  labelError?: string;
}

/** Level 3: which extended fields show and are searchable, their order and names, and the search label. */
export function EmbedFieldsTable({ draft, onChange, error, labelError }: Props) {
  const update = (index: number, field: EmbedField) =>
    onChange({ ...draft, fields: draft.fields.map((f, i) => (i === index ? field : f)) });
  const anySearchable = draft.fields.some((f) => f.visible && f.searchable);
  return (
    <section aria-label="Fields">
      <Typography variant="h6" component="h2">
        Fields
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        The map always shows the facility name, address and OS ID.
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>Display name</TableCell>
            <TableCell>Visible</TableCell>
            <TableCell>Searchable</TableCell>
            <TableCell>Order</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {draft.fields.map((field, index) => (
            <TableRow key={field.column_name}>
              <TableCell>{field.column_name}</TableCell>
              <TableCell>
                <TextField
                  size="small"
                  slotProps={{ htmlInput: { 'aria-label': `Display name of ${field.column_name}` } }}
                  value={field.display_name}
                  onChange={(e) => update(index, { ...field, display_name: e.target.value })}
                />
              </TableCell>
              <TableCell>
                <Checkbox
                  slotProps={{ input: { 'aria-label': `Show ${field.column_name}` } }}
                  checked={field.visible}
                  onChange={(e) => update(index, setFieldVisible(field, e.target.checked))}
                />
              </TableCell>
              <TableCell>
                <Checkbox
                  slotProps={{ input: { 'aria-label': `Search ${field.column_name}` } }}
                  checked={field.searchable}
                  disabled={!field.visible}
                  onChange={(e) => update(index, { ...field, searchable: e.target.checked })}
                />
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  aria-label={`Move ${field.column_name} up`}
                  disabled={index === 0}
                  onClick={() => onChange(moveField(draft, index, -1))}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  aria-label={`Move ${field.column_name} down`}
                  disabled={index === draft.fields.length - 1}
                  onClick={() => onChange(moveField(draft, index, 1))}
                >
                  ↓
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <TextField
        sx={{ mt: 2, maxWidth: 480 }}
        fullWidth
        label="Search box label"
        placeholder={DEFAULT_TEXT_SEARCH_LABEL}
        value={anySearchable ? draft.text_search_label : ''}
        disabled={!anySearchable}
        error={Boolean(labelError)}
        helperText={
          labelError ??
          (anySearchable
            ? `Leave blank for '${DEFAULT_TEXT_SEARCH_LABEL}'.`
            : 'Make a field searchable to name the search box.')
        }
        onChange={(e) => onChange({ ...draft, text_search_label: e.target.value })}
      />
    </section>
  );
}
