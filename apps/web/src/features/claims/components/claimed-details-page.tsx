import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CLAIM_FALLBACKS } from '@registry/core/claim-fallbacks';
import { SECTORS } from '@registry/core/sectors';
import { errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import { facilityPath, profilePath } from '@/lib/paths.ts';
import { useT, type MessageId } from '@/lib/i18n/i18n.ts';
import { sectorName, typeName } from '@/lib/i18n/fixed-names.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';
import { claimMessage } from '../claim-texts.ts';
import {
  geocodeClaimAddress,
  useClaimedDetails,
  useUpdateClaimedDetails,
  type ClaimedDetails,
} from '../api/claimed-details.ts';
import { useContributorOptions } from '../api/contributor-options.ts';
import { editorErrors, editorUpdate, editorValues, type EditorValues } from '../claimed-editor-values.ts';
import { LoginPrompt } from './login-prompt.tsx';

/** /claimed/{claimID}: the claimed facility editor with its side panel (spec part 2 §2, §3, §4, §5). */
export function ClaimedDetailsPage({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { claimID = '' } = useParams();
  const details = useClaimedDetails(claimID, signedIn);
  if (!signedIn)
    return (
      <LoginPrompt
        title={t('Claimed Facility Details')}
        text={t('Log in to edit your claimed production location on {product}', { product: PRODUCT_NAME })}
      />
    );
  if (details.isPending) return <CircularProgress aria-label={t('Loading')} sx={{ m: 4 }} />;
  if (details.isError) {
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        {claimMessage(t, errorMessages(details.error, CLAIM_FALLBACKS.fetchClaimedDetails)[0]!)}
      </Alert>
    );
  }
  return <ClaimedEditor key={claimID} claimId={claimID} details={details.data} />;
}

type Change = (change: Partial<EditorValues>) => void;

function ClaimedEditor({ claimId, details }: { claimId: string; details: ClaimedDetails }) {
  const t = useT();
  const toast = useToast();
  const save = useUpdateClaimedDetails(claimId);
  const parents = useContributorOptions();
  const [values, setValues] = useState(() => editorValues(details));
  const [geocoding, setGeocoding] = useState(false);
  const errors = editorErrors(values);
  const change: Change = (patch) => setValues((current) => ({ ...current, ...patch }));
  const invalid = Object.keys(errors).length > 0;

  const submit = async () => {
    const address = values.facility_address.trim();
    // Spec part 2 §4: a changed, non-empty address is geocoded first; no result aborts the save.
    if (address && address !== details.facility_address) {
      setGeocoding(true);
      try {
        const result = await geocodeClaimAddress(claimId, address);
        if (!result.result_count) throw new Error('no result');
      } catch {
        toast(t(CLAIM_FALLBACKS.geocodeFailed));
        return;
      } finally {
        setGeocoding(false);
      }
    }
    save.mutate(editorUpdate(values), { onSuccess: () => toast(t(CLAIM_FALLBACKS.claimedSaved)) });
  };

  const text = (name: keyof EditorValues, label: MessageId, extra: { multiline?: boolean } = {}) => (
    <TextField
      label={t(label)}
      value={values[name] as string}
      onChange={(event) => change({ [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] && claimMessage(t, errors[name])}
      fullWidth
      size="small"
      sx={{ my: 1 }}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
    />
  );
  const toggle = (name: keyof EditorValues, label: MessageId) => (
    <FormControlLabel
      control={
        <Switch checked={values[name] as boolean} onChange={(event) => change({ [name]: event.target.checked })} />
      }
      label={t(label)}
    />
  );
  const multi = (
    name:
      | 'sector'
      | 'facility_affiliations'
      | 'facility_certifications'
      | 'facility_production_types'
      | 'facility_product_types',
    label: MessageId,
    options: readonly string[],
    freeSolo = false,
  ) => (
    <Autocomplete
      multiple
      freeSolo={freeSolo}
      options={options as string[]}
      getOptionLabel={
        name === 'sector'
          ? (sector) => sectorName(t, sector)
          : name === 'facility_production_types'
            ? (type) => typeName(t, type)
            : undefined
      }
      value={values[name]}
      onChange={(_event, value) => change({ [name]: value as string[] })}
      renderInput={(params) => <TextField {...params} label={t(label)} size="small" />}
      sx={{ my: 1 }}
    />
  );
  const pairs = (list: [string, string][]) => list.map(([value]) => value);

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', p: 3, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Paper component="aside" sx={{ p: 2, width: 280, alignSelf: 'flex-start' }} aria-label={t('Claimed facility')}>
        <Typography variant="h6">{details.facility.name}</Typography>
        <Link component={RouterLink} to={facilityPath(details.facility.id)}>
          {details.facility.id}
        </Link>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('Contributors')}
        </Typography>
        {details.contributors.map((contributor) => (
          <Link key={contributor.id} component={RouterLink} to={profilePath(contributor.id)} sx={{ display: 'block' }}>
            {contributor.name}
          </Link>
        ))}
      </Paper>
      <Box
        component="form"
        sx={{ flex: 1, minWidth: 320 }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Typography variant="h4" component="h1" gutterBottom>
          {t('Claimed Facility Details')}
        </Typography>
        <Typography variant="h6">{t('Production location')}</Typography>
        {text('facility_name_english', 'Name (English)')}
        {text('facility_name_native_language', 'Name in native language')}
        {text('facility_address', 'Address')}
        {multi('sector', 'Sectors', SECTORS)}
        {text('facility_phone_number', 'Phone number')}
        {toggle('facility_phone_number_publicly_visible', 'Phone number publicly visible')}
        {text('facility_website', 'Website')}
        {toggle('facility_website_publicly_visible', 'Website publicly visible')}
        {text('facility_description', 'Description', { multiline: true })}
        <Autocomplete
          options={parents.data ?? []}
          getOptionLabel={(option) => option[1]}
          isOptionEqualToValue={(option, value) => option[0] === value[0]}
          value={
            values.facility_parent_company
              ? ([values.facility_parent_company.id, values.facility_parent_company.name] as [number, string])
              : null
          }
          onChange={(_event, value) =>
            change({ facility_parent_company: value ? { id: value[0], name: value[1] } : null })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('Parent company')}
              size="small"
              error={parents.isError}
              helperText={parents.isError ? t(CLAIM_FALLBACKS.fetchParentCompanies) : undefined}
            />
          )}
          sx={{ my: 1 }}
        />
        {text('facility_minimum_order_quantity', 'Minimum order quantity')}
        {text('facility_average_lead_time', 'Average lead time')}
        {text('facility_workers_count', 'Number of workers')}
        {text('facility_female_workers_percentage', 'Percentage of female workers')}
        {multi('facility_affiliations', 'Affiliations', pairs(details.affiliation_choices))}
        {multi('facility_certifications', 'Certifications', pairs(details.certification_choices))}
        {multi('facility_production_types', 'Production types', pairs(details.production_type_choices))}
        {multi('facility_product_types', 'Product types', [], true)}
        <TextField
          select
          label={t('Facility type')}
          value={values.facility_type}
          onChange={(event) => change({ facility_type: event.target.value })}
          fullWidth
          size="small"
          sx={{ my: 1 }}
        >
          <MenuItem value="">{t('None')}</MenuItem>
          {pairs(details.facility_types).map((type) => (
            <MenuItem key={type} value={type}>
              {typeName(t, type)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="h6" sx={{ mt: 2 }}>
          {t('Point of contact')}
        </Typography>
        {text('point_of_contact_person_name', 'Contact person')}
        {text('point_of_contact_email', 'Contact e-mail')}
        {toggle('point_of_contact_publicly_visible', 'Contact publicly visible')}
        <Typography variant="h6" sx={{ mt: 2 }}>
          {t('Office')}
        </Typography>
        {text('office_official_name', 'Official name')}
        {text('office_address', 'Office address')}
        <TextField
          select
          label={t('Office country')}
          value={values.office_country_code}
          onChange={(event) => change({ office_country_code: event.target.value })}
          fullWidth
          size="small"
          sx={{ my: 1 }}
        >
          <MenuItem value="">{t('None')}</MenuItem>
          {details.countries.map(([code, name]) => (
            <MenuItem key={code} value={code}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        {text('office_phone_number', 'Office phone number')}
        {toggle('office_info_publicly_visible', 'Office information publicly visible')}
        {save.isError && (
          <Alert severity="error" sx={{ my: 2 }}>
            <Typography>{t(CLAIM_FALLBACKS.updateClaimedDetailsList)}</Typography>
            <ul>
              {errorMessages(save.error, CLAIM_FALLBACKS.updateClaimedDetails).map((message) => (
                <li key={message}>{claimMessage(t, message)}</li>
              ))}
            </ul>
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={invalid || save.isPending || geocoding} sx={{ mt: 2 }}>
          {t('Save')}
        </Button>
      </Box>
    </Box>
  );
}
