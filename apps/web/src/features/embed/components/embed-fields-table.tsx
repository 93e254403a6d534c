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
import { useT } from '@/lib/i18n/i18n.ts';
import { type EmbedDraft, moveField } from '../embed-draft.ts';

interface Props {
  draft: EmbedDraft;
  onChange: (draft: EmbedDraft) => void;
  error?: string;
  labelError?: string;
}

/** Level 3: which extended fields show and are searchable, their order and names, and the search label. */
export function EmbedFieldsTable({ draft, onChange, error, labelError }: Props) {
  const t = useT();
  const update = (index: number, field: EmbedField) =>
    onChange({ ...draft, fields: draft.fields.map((f, i) => (i === index ? field : f)) });
  const anySearchable = draft.fields.some((f) => f.visible && f.searchable);
  return (
    <section aria-label={t('Fields')}>
      <Typography variant="h6" component="h2">
        {t('Fields')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {t('The map always shows the facility name, address and OS ID.')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('Field')}</TableCell>
            <TableCell>{t('Display name')}</TableCell>
            <TableCell>{t('Visible')}</TableCell>
            <TableCell>{t('Searchable')}</TableCell>
            <TableCell>{t('Order')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {draft.fields.map((field, index) => (
            <TableRow key={field.column_name}>
              <TableCell>{field.column_name}</TableCell>
              <TableCell>
                <TextField
                  size="small"
                  slotProps={{
                    htmlInput: { 'aria-label': t('Display name of {field}', { field: field.column_name }) },
                  }}
                  value={field.display_name}
                  onChange={(e) => update(index, { ...field, display_name: e.target.value })}
                />
              </TableCell>
              <TableCell>
                <Checkbox
                  slotProps={{ input: { 'aria-label': t('Show {field}', { field: field.column_name }) } }}
                  checked={field.visible}
                  onChange={(e) => update(index, setFieldVisible(field, e.target.checked))}
                />
              </TableCell>
              <TableCell>
                <Checkbox
                  slotProps={{ input: { 'aria-label': t('Search {field}', { field: field.column_name }) } }}
                  checked={field.searchable}
                  disabled={!field.visible}
                  onChange={(e) => update(index, { ...field, searchable: e.target.checked })}
                />
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  aria-label={t('Move {field} up', { field: field.column_name })}
                  disabled={index === 0}
                  onClick={() => onChange(moveField(draft, index, -1))}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  aria-label={t('Move {field} down', { field: field.column_name })}
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
        label={t('Search box label')}
        placeholder={t(DEFAULT_TEXT_SEARCH_LABEL)}
        value={anySearchable ? draft.text_search_label : ''}
        disabled={!anySearchable}
        error={Boolean(labelError)}
        helperText={
          labelError ??
          (anySearchable
            ? t('Leave blank for the default: {label}.', { label: t(DEFAULT_TEXT_SEARCH_LABEL) })
            : t('Make a field searchable to name the search box.'))
        }
        onChange={(e) => onChange({ ...draft, text_search_label: e.target.value })}
      />
    </section>
  );
}
