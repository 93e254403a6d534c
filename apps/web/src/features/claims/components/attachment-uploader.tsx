import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ATTACHMENT_ACCEPT } from '@registry/core/claim';
import { useT } from '@/lib/i18n/i18n.ts';
import { attachmentProblemText } from '../claim-texts.ts';

/** One uploader: png, jpg, jpeg, pdf up to 5 MB, at most 10; refused files get the spec's message. */
export function AttachmentUploader({
  label,
  files,
  onChange,
}: {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
}) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const add = (picked: FileList | null) => {
    const accepted = [...files];
    const refused: string[] = [];
    for (const file of picked ? [...picked] : []) {
      const problem = attachmentProblemText(t, file, accepted.length);
      if (problem) refused.push(problem);
      else accepted.push(file);
    }
    setProblems(refused);
    onChange(accepted);
  };

  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="subtitle2">{label}</Typography>
      {/* A real button (a label is not reachable by keyboard) that opens the hidden file input. */}
      <Button variant="outlined" size="small" sx={{ my: 1 }} onClick={() => input.current?.click()}>
        {t('Upload files')}
      </Button>
      <input
        ref={input}
        id={inputId}
        hidden
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-label={label}
        onChange={(event) => {
          add(event.target.files);
          event.target.value = '';
        }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {t('Accepted formats: .jpg, .jpeg, .png, .pdf. Maximum 5MB per file, 10 files.')}
      </Typography>
      {problems.map((problem) => (
        <Alert key={problem} severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ))}
      <List dense>
        {files.map((file, index) => (
          <ListItem
            key={`${file.name}-${index}`}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t('Remove {file}', { file: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                ×
              </IconButton>
            }
          >
            <ListItemText primary={file.name} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
