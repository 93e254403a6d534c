import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import {
  LIST_TEMPLATE_PATH,
  hasListFileExtension,
  listUploadFieldsSchema,
  listUploadMessages,
} from '@registry/core/list-upload';
import { ErrorList } from '@/components/error-list.tsx';
import { ListFilePicker } from '@/components/list-file-picker.tsx';
import { useToast } from '@/components/toast.tsx';
import { useFeatureFlag } from '@/lib/feature-flags.ts';
import { Trans, useT } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';
import { paths } from '@/lib/paths.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';
import { useFacilityLists, type FacilityList } from '../api/facility-lists.ts';
import { useUploadList } from '../api/upload-list.ts';
import { useUploadSettings } from '../api/upload-settings.ts';
import { CONTRIBUTE_TEXT } from './messages.ts';
import { uploadErrorMessages } from './upload-errors.ts';

type Fields = z.input<typeof listUploadFieldsSchema>;

/** The file's problem before it is sent (the server checks the same again). */
export function fileProblem(file: File | null, maxBytes: number | undefined): string | null {
  if (!file) return listUploadMessages.fileMissing;
  if (!hasListFileExtension(file.name)) return listUploadMessages.fileType;
  if (file.size === 0) return listUploadMessages.fileEmpty;
  if (maxBytes && file.size > maxBytes) return listUploadMessages.fileTooLarge(maxBytes);
  return null;
}

export function UploadForm({ onUploaded }: { onUploaded: (list: FacilityList) => void }) {
  const t = useT();
  const toast = useToast();
  const disabled = useFeatureFlag('disable_list_uploading');
  const settings = useUploadSettings();
  const lists = useFacilityLists(true);
  const upload = useUploadList();
  // A new key gives a fresh, empty file input after an upload.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm<Fields, unknown, z.output<typeof listUploadFieldsSchema>>({
    resolver: zodResolver(listUploadFieldsSchema),
    defaultValues: { name: '', description: '', replaces: '-1' },
  });
  const replaceable = (lists.data ?? []).filter((list) => list.is_active && list.status !== 'REJECTED');

  const submit = form.handleSubmit(
    (values) => {
      const problem = fileProblem(file, settings.data?.max_upload_bytes);
      setFileError(problem);
      if (problem || !file) return;
      upload.mutate(
        { name: values.name, description: values.description, replaces: values.replaces ?? -1, file },
        {
          onSuccess: (list) => {
            toast(t(CONTRIBUTE_TEXT.uploaded));
            setFile(null);
            setFileInputKey((key) => key + 1);
            onUploaded(list);
          },
        },
      );
    },
    () => setFileError(fileProblem(file, settings.data?.max_upload_bytes)),
  );

  const errors = [
    ...new Set([
      ...Object.values(form.formState.errors).flatMap((error) => (error?.message ? [error.message] : [])),
      ...(fileError ? [fileError] : []),
      ...(upload.error ? uploadErrorMessages(upload.error) : []),
    ]),
  ].map((line) => translateMessage(t, line));
  const maintenance = disabled.data === true;
  const submitButton = (
    <Button type="submit" variant="contained" disabled={maintenance || upload.isPending}>
      {upload.isPending ? t('Uploading…') : t('SUBMIT')}
    </Button>
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <Typography>
          <Trans
            id="Upload a CSV or Excel (.xlsx) file with the columns <0>country</0>, <1>name</1> and <2>address</2>, one production location per row. Optional columns add sectors, product types, facility and processing types, number of workers, parent company and coordinates. <3>Download the template</3>."
            components={{
              0: <strong />,
              1: <strong />,
              2: <strong />,
              3: <a href={LIST_TEMPLATE_PATH} download="template.csv" />,
            }}
          />
        </Typography>
        <TextField
          label={t('Facility List Name')}
          required
          slotProps={{ htmlInput: { maxLength: 200 } }}
          error={Boolean(form.formState.errors.name)}
          {...form.register('name')}
        />
        <TextField
          label={t('Description')}
          multiline
          minRows={2}
          error={Boolean(form.formState.errors.description)}
          {...form.register('description')}
        />
        <TextField
          select
          label={t('Replace one of your lists (optional)')}
          defaultValue="-1"
          {...form.register('replaces')}
        >
          <MenuItem value="-1">{t('Do not replace a list')}</MenuItem>
          {replaceable.map((list) => (
            <MenuItem key={list.id} value={String(list.id)}>
              {list.name}
            </MenuItem>
          ))}
        </TextField>
        <ListFilePicker
          label={t('Select Facility List File')}
          file={file}
          resetKey={fileInputKey}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(null);
          }}
        />
        {errors.length > 0 && (
          <div>
            <ErrorList errors={errors} />
            <Typography>
              {settings.data ? (
                <Trans
                  id="If you continue to have trouble submitting your list, please email <0>{email}</0>"
                  values={{ email: settings.data.support_email }}
                  components={{ 0: <a href={`mailto:${settings.data.support_email}`} /> }}
                />
              ) : (
                t(CONTRIBUTE_TEXT.troubleHelp)
              )}
            </Typography>
          </div>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {maintenance ? (
            <Tooltip
              title={t(
                '{product} is undergoing maintenance and not accepting new data at the moment. Please try again in a few minutes.',
                { product: PRODUCT_NAME },
              )}
            >
              <span>{submitButton}</span>
            </Tooltip>
          ) : (
            submitButton
          )}
          <RouterLink to={paths.lists}>{t('My Lists')}</RouterLink>
        </Stack>
      </Stack>
    </form>
  );
}
