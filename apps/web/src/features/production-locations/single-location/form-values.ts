import { parseNumberOfWorkers } from '@registry/core/number-of-workers';
import {
  PRODUCTION_LOCATION_LABELS,
  PRODUCTION_LOCATION_MESSAGES,
  listFieldProblem,
  textFieldProblem,
  workersFieldProblem,
  type ProductionLocationPayload,
} from '@registry/core/production-location-rules';
import type { ProductionLocation } from '@registry/core/production-location-api';

/** Spec part 1 §3 'Single-location form values' (the country as its alpha-2 code). */
export interface ContributionFormValues {
  name: string;
  /** The name in its own language and script (optional). */
  localName: string;
  address: string;
  country: string;
  additionalInformation: boolean;
  sector: string[];
  productType: string[];
  locationType: string[];
  processingType: string[];
  numberOfWorkers: string;
  parentCompany: string;
}

export type ContributionField = Exclude<keyof ContributionFormValues, 'additionalInformation'>;
export type ContributionFormErrors = Partial<Record<ContributionField, string>>;

/** The body sent to the server; the screens say where it came from. */
export type ContributionPayload = ProductionLocationPayload & { source: 'SLC' };

const clearedAdditional = () => ({
  sector: [],
  productType: [],
  locationType: [],
  processingType: [],
  numberOfWorkers: '',
  parentCompany: '',
});

export const emptyContribution = (
  start: Partial<Pick<ContributionFormValues, 'name' | 'address' | 'country'>> = {},
): ContributionFormValues => ({
  name: start.name ?? '',
  localName: '',
  address: start.address ?? '',
  country: start.country ?? '',
  additionalInformation: false,
  ...clearedAdditional(),
});

/** Edit mode: the location's current name, address and country, editable (the v1 lookup answers no more). */
export const contributionFromLocation = (location: ProductionLocation): ContributionFormValues =>
  emptyContribution({ name: location.name, address: location.address, country: location.country.alpha_2 });

/** Spec part 1 §4: turning the additional information off clears its fields. */
export function setAdditionalInformation(values: ContributionFormValues, on: boolean): ContributionFormValues {
  return on
    ? { ...values, additionalInformation: true }
    : { ...values, ...clearedAdditional(), additionalInformation: false };
}

/** Every field's problem under the add-location rules of packages/core (the server checks the same). */
export function contributionFormErrors(values: ContributionFormValues): ContributionFormErrors {
  const errors: ContributionFormErrors = {
    name: textFieldProblem(PRODUCTION_LOCATION_LABELS.name, values.name, PRODUCTION_LOCATION_MESSAGES.nameRequired),
    address: textFieldProblem(
      PRODUCTION_LOCATION_LABELS.address,
      values.address,
      PRODUCTION_LOCATION_MESSAGES.addressRequired,
    ),
    country: values.country ? undefined : PRODUCTION_LOCATION_MESSAGES.countryRequired,
    localName: textFieldProblem(PRODUCTION_LOCATION_LABELS.local_name, values.localName),
  };
  if (values.additionalInformation) {
    errors.sector = listFieldProblem('sector', values.sector);
    errors.productType = listFieldProblem('product_type', values.productType);
    errors.locationType = listFieldProblem('location_type', values.locationType);
    errors.processingType = listFieldProblem('processing_type', values.processingType);
    errors.numberOfWorkers = workersFieldProblem(values.numberOfWorkers);
    errors.parentCompany = textFieldProblem(PRODUCTION_LOCATION_LABELS.parent_company, values.parentCompany);
  }
  return Object.fromEntries(
    Object.entries(errors).filter(([, problem]) => problem !== undefined),
  ) as ContributionFormErrors;
}

/** The create/update body: name, address, country, and only the additional fields that hold a value. */
export function contributionPayload(values: ContributionFormValues): ContributionPayload {
  const payload: ContributionPayload = {
    source: 'SLC',
    name: values.name,
    address: values.address,
    country: values.country,
  };
  if (values.localName) payload.local_name = values.localName;
  if (!values.additionalInformation) return payload;
  if (values.sector.length) payload.sector = values.sector;
  if (values.productType.length) payload.product_type = values.productType;
  if (values.locationType.length) payload.location_type = values.locationType;
  if (values.processingType.length) payload.processing_type = values.processingType;
  const workers = values.numberOfWorkers.trim() ? parseNumberOfWorkers(values.numberOfWorkers) : undefined;
  if (workers) payload.number_of_workers = workers;
  if (values.parentCompany) payload.parent_company = values.parentCompany;
  return payload;
}
