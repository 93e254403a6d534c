import { isHttpUrl } from './account.ts';

/** Claim rules of spec part 2 §4, §5 and §9, shared by the wizard, the editor and the server. */

export const CLAIM_MESSAGES = {
  wizardInvalid: 'Some required fields are missing or some fields are invalid.',
  required: 'This field is required.',
  invalidUrl: 'Enter a valid URL.',
  invalidEmail: 'Enter a valid email address.',
  businessEvidence: 'Provide at least one of business documents, business website or LinkedIn profile.',
  agreement: 'You must confirm that you are an owner or senior manager of this production location.',
  workersZero: 'The value of zero is not valid. Enter a positive whole number or a valid range (e.g., 1-5).',
  workersFormat: 'Invalid format. Enter a whole number or a valid numeric range (e.g., 1-5).',
  workersLeadingZero: 'Invalid entry. The value cannot start from zero.',
  workersRange: 'Invalid range. The minimum value must be less than or equal to the maximum value.',
  invalidDate: 'Please enter a valid date (not in the future).',
  openingAfterClosing: 'Opening date must be before or equal to closing date.',
  closingBeforeOpening: 'Closing date must be after or equal to opening date.',
  spaces: 'Remove spaces at start and end of the provided value.',
  positiveInteger: 'Please enter a positive integer that is less than or equal to 9007199254740991.',
  checkedNeedsValue: 'Once the checkbox is checked, you must enter a value.',
  femaleWorkers: 'Enter a whole number from 0 to 100.',
  pendingClaim: 'There is already a pending claim on this facility.',
  approvedClaim: 'There is already an approved claim on this facility.',
  unsupportedFormat: (file: string) => `${file} could not be uploaded because it is not in a supported format.`,
  tooLarge: (file: string) => `${file} could not be uploaded because it exceeds the maximum file size of 5MB.`,
  tooMany: (file: string) =>
    `${file} could not be uploaded because there is a maximum of 10 attachments and you have already uploaded 10 attachments.`,
  minimumYear: 'Reached minimum year (1000)',
} as const;

export const ATTACHMENT_MAX_BYTES = 5242880;
export const ATTACHMENTS_PER_UPLOADER = 10;
export const ATTACHMENT_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.join(',');
export const MAX_EMISSIONS_VALUE = 9007199254740991;
export const YEARS_PER_PAGE = 25;
export const MINIMUM_YEAR = 1000;

export const ENERGY_SOURCES = [
  { key: 'coal', label: 'Coal', unit: 'J' },
  { key: 'natural_gas', label: 'Natural Gas', unit: 'J' },
  { key: 'diesel', label: 'Diesel', unit: 'J' },
  { key: 'kerosene', label: 'Kerosene', unit: 'J' },
  { key: 'biomass', label: 'Biomass', unit: 'J' },
  { key: 'charcoal', label: 'Charcoal', unit: 'J' },
  { key: 'animal_waste', label: 'Animal Waste', unit: 'J' },
  { key: 'electricity', label: 'Electricity', unit: 'MWh' },
  { key: 'other', label: 'Other', unit: 'J' },
] as const;
export type EnergySourceKey = (typeof ENERGY_SOURCES)[number]['key'];
/** The stored and submitted (snake-cased) name of a source's value: energy_coal, ... */
export const energyField = (key: EnergySourceKey) => `energy_${key}` as const;

/** Attachment check by name and size, before upload; the server also checks the content. */
export function attachmentProblem(file: { name: string; size: number }, alreadyUploaded: number): string | undefined {
  const name = file.name.toLowerCase();
  if (!ATTACHMENT_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return CLAIM_MESSAGES.unsupportedFormat(file.name);
  if (file.size > ATTACHMENT_MAX_BYTES) return CLAIM_MESSAGES.tooLarge(file.name);
  if (alreadyUploaded >= ATTACHMENTS_PER_UPLOADER) return CLAIM_MESSAGES.tooMany(file.name);
  return undefined;
}

export type AttachmentType = 'image/png' | 'image/jpeg' | 'application/pdf';

/** The type by magic bytes: a renamed executable is none of these. */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return undefined;
}

/** The extension must agree with the content: a PDF named .png is refused too. */
export function extensionMatchesType(fileName: string, type: AttachmentType): boolean {
  const name = fileName.toLowerCase();
  if (type === 'image/png') return name.endsWith('.png');
  if (type === 'image/jpeg') return name.endsWith('.jpg') || name.endsWith('.jpeg');
  return name.endsWith('.pdf');
}

/** Spec part 2 §5 number of workers: empty, a positive whole number, or a range a-b with a <= b. */
export function numberOfWorkersProblem(raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  if (/^0+$/.test(value) || /^0+\s*-\s*0+$/.test(value)) return CLAIM_MESSAGES.workersZero;
  const match = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(value);
  if (!match) return CLAIM_MESSAGES.workersFormat;
  const [, low, high] = match;
  if (low!.startsWith('0') || high?.startsWith('0')) return CLAIM_MESSAGES.workersLeadingZero;
  if (low!.length > 15 || (high?.length ?? 0) > 15) return CLAIM_MESSAGES.workersFormat;
  if (high !== undefined && Number(low) > Number(high)) return CLAIM_MESSAGES.workersRange;
  return undefined;
}

export function optionalUrlProblem(value: string): string | undefined {
  return value.trim() === '' || isHttpUrl(value.trim()) ? undefined : CLAIM_MESSAGES.invalidUrl;
}

/** Throughput and energy values: digits only, no surrounding spaces, 1..2^53-1. */
export function emissionsValueProblem(value: string): string | undefined {
  if (value === '') return CLAIM_MESSAGES.required;
  if (value !== value.trim()) return CLAIM_MESSAGES.spaces;
  if (!/^\d{1,16}$/.test(value) || Number(value) < 1 || Number(value) > MAX_EMISSIONS_VALUE)
    return CLAIM_MESSAGES.positiveInteger;
  return undefined;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of a real day, year >= 1000, not after today. */
export function claimDateProblem(value: string, today: string): string | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return CLAIM_MESSAGES.invalidDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < MINIMUM_YEAR || value > today) return CLAIM_MESSAGES.invalidDate;
  return undefined;
}

export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

export interface EmissionsInput {
  opening_date?: string;
  closing_date?: string;
  estimated_annual_throughput?: string;
  /** Only the enabled sources: a ticked source with an empty value is an error. */
  energy?: Partial<Record<EnergySourceKey, string>>;
}

/** Field -> message for the emissions block; keys are the snake-cased submission names. */
export function emissionsProblems(input: EmissionsInput, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const opening = input.opening_date ?? '';
  const closing = input.closing_date ?? '';
  if (opening) {
    const problem = claimDateProblem(opening, today);
    if (problem) problems.opening_date = problem;
  }
  if (closing) {
    const problem = claimDateProblem(closing, today);
    if (problem) problems.closing_date = problem;
  }
  if (opening && closing && !problems.opening_date && !problems.closing_date && opening > closing) {
    problems.opening_date = CLAIM_MESSAGES.openingAfterClosing;
    problems.closing_date = CLAIM_MESSAGES.closingBeforeOpening;
  }
  const throughput = input.estimated_annual_throughput ?? '';
  if (throughput !== '') {
    const problem = emissionsValueProblem(throughput);
    if (problem) problems.estimated_annual_throughput = problem;
  }
  for (const [key, value] of Object.entries(input.energy ?? {})) {
    const problem = value === '' ? CLAIM_MESSAGES.checkedNeedsValue : emissionsValueProblem(value ?? '');
    if (problem) problems[energyField(key as EnergySourceKey)] = problem;
  }
  return problems;
}

/** Female workers percentage as typed: blank is null, else a whole number 0..100. */
export function femaleWorkersProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,3}$/.test(trimmed) && Number(trimmed) <= 100 ? undefined : CLAIM_MESSAGES.femaleWorkers;
}

/** Year picker pages: 25 years from `start` downward, never below 1000. */
export function yearPage(start: number): number[] {
  const years: number[] = [];
  for (let year = start; year > start - YEARS_PER_PAGE && year >= MINIMUM_YEAR; year -= 1) years.push(year);
  return years;
}
