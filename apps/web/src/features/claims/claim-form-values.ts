import {
  CLAIM_MESSAGES,
  ENERGY_SOURCES,
  emissionsProblems,
  energyField,
  numberOfWorkersProblem,
  optionalUrlProblem,
  todayIso,
  type EnergySourceKey,
} from '@registry/core/claim';

/** Spec part 2 §3 'Claim form data'. */
export interface ClaimFormValues {
  agreement: 'yes' | 'no';
  yourName: string;
  yourTitle: string;
  yourBusinessWebsite: string;
  businessWebsite: string;
  businessLinkedinProfile: string;
  uploadFiles: File[];
  businessUploadFiles: File[];
  sectors: string[];
  numberOfWorkers: string;
  localLanguageName: string;
  openingDate: string;
  closingDate: string;
  estimatedAnnualThroughput: string;
  energy: Record<EnergySourceKey, { enabled: boolean; value: string }>;
}

export const initialClaimForm = (): ClaimFormValues => ({
  agreement: 'no',
  yourName: '',
  yourTitle: '',
  yourBusinessWebsite: '',
  businessWebsite: '',
  businessLinkedinProfile: '',
  uploadFiles: [],
  businessUploadFiles: [],
  sectors: [],
  numberOfWorkers: '',
  localLanguageName: '',
  openingDate: '',
  closingDate: '',
  estimatedAnnualThroughput: '',
  energy: Object.fromEntries(
    ENERGY_SOURCES.map((source) => [source.key, { enabled: false, value: '' }]),
  ) as ClaimFormValues['energy'],
});

export type ClaimFormErrors = Partial<Record<string, string>>;

/** Errors of one wizard step (spec part 2 §4 'Claim wizard'); keys are form field names. */
export function claimStepErrors(step: number, values: ClaimFormValues, today = todayIso()): ClaimFormErrors {
  const errors: ClaimFormErrors = {};
  if (step === 0) {
    if (values.agreement !== 'yes') errors.agreement = CLAIM_MESSAGES.agreement;
  } else if (step === 1) {
    if (!values.yourName.trim()) errors.yourName = CLAIM_MESSAGES.required;
    if (!values.yourTitle.trim()) errors.yourTitle = CLAIM_MESSAGES.required;
    for (const name of ['yourBusinessWebsite', 'businessWebsite', 'businessLinkedinProfile'] as const) {
      const problem = optionalUrlProblem(values[name]);
      if (problem) errors[name] = problem;
    }
    if (
      !values.businessUploadFiles.length &&
      !values.businessWebsite.trim() &&
      !values.businessLinkedinProfile.trim()
    ) {
      errors.businessEvidence = CLAIM_MESSAGES.businessEvidence;
    }
  } else {
    const workers = numberOfWorkersProblem(values.numberOfWorkers);
    if (workers) errors.numberOfWorkers = workers;
    const energy = Object.fromEntries(
      ENERGY_SOURCES.filter((s) => values.energy[s.key].enabled).map((s) => [s.key, values.energy[s.key].value]),
    );
    const problems = emissionsProblems(
      {
        opening_date: values.openingDate,
        closing_date: values.closingDate,
        estimated_annual_throughput: values.estimatedAnnualThroughput,
        energy,
      },
      today,
    );
    const names: Record<string, string> = {
      opening_date: 'openingDate',
      closing_date: 'closingDate',
      estimated_annual_throughput: 'estimatedAnnualThroughput',
    };
    for (const [field, message] of Object.entries(problems)) errors[names[field] ?? field] = message;
  }
  return errors;
}

/** The multipart body: snake-cased keys, files under 'files' and 'business_files'; empty and disabled values left out. */
export function claimFormData(values: ClaimFormValues): FormData {
  const form = new FormData();
  const put = (key: string, value: string) => {
    if (value.trim() !== '') form.append(key, value);
  };
  form.append('agreement', values.agreement);
  put('your_name', values.yourName);
  put('your_title', values.yourTitle);
  put('your_business_website', values.yourBusinessWebsite.trim());
  put('business_website', values.businessWebsite.trim());
  put('business_linkedin_profile', values.businessLinkedinProfile.trim());
  for (const sector of values.sectors) form.append('sectors', sector);
  put('number_of_workers', values.numberOfWorkers.trim());
  put('local_language_name', values.localLanguageName);
  put('opening_date', values.openingDate);
  put('closing_date', values.closingDate);
  put('estimated_annual_throughput', values.estimatedAnnualThroughput);
  for (const source of ENERGY_SOURCES) {
    const energy = values.energy[source.key];
    if (energy.enabled) form.append(energyField(source.key), energy.value);
  }
  for (const file of values.uploadFiles) form.append('files', file, file.name);
  for (const file of values.businessUploadFiles) form.append('business_files', file, file.name);
  return form;
}
