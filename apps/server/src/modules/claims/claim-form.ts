import type { FastifyRequest } from 'fastify';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_UPLOADER,
  CLAIM_MESSAGES,
  ENERGY_SOURCES,
  emissionsProblems,
  energyField,
  extensionMatchesType,
  numberOfWorkersProblem,
  optionalUrlProblem,
  sniffAttachmentType,
  todayIso,
  type AttachmentType,
  type EnergySourceKey,
} from '@registry/core/claim';
import { findSector } from '@registry/core/sectors';
import { badRequest, type FieldErrors } from '../../http/errors.ts';
import { refuseNullInField } from '../../http/null-characters.ts';

/** One uploaded document, checked by content. */
export interface ClaimFile {
  kind: 'employment' | 'business';
  fileName: string;
  contentType: AttachmentType;
  content: Buffer;
}

export interface ClaimSubmission {
  contact_person: string;
  job_title: string;
  website: string;
  facility_website: string;
  linkedin_profile: string;
  sectors: string[];
  facility_workers_count: string | null;
  facility_name_native_language: string;
  opening_date: string | null;
  closing_date: string | null;
  estimated_annual_throughput: number | null;
  energy: Partial<Record<EnergySourceKey, number>>;
  files: ClaimFile[];
}

interface RawFile {
  field: string;
  fileName: string;
  content: Buffer;
  truncated: boolean;
}

/**
 * Reads the multipart claim: text fields by their snake-cased names (sectors may repeat),
 * employment documents under 'files' and business documents under 'business_files'.
 */
export async function readClaimForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string[]>; files: RawFile[] }> {
  if (!request.isMultipart()) throw badRequest({ non_field_errors: ['Send the claim as multipart/form-data.'] });
  const fields: Record<string, string[]> = {};
  const files: RawFile[] = [];
  // Over-large files are cut at the limit and flagged (truncated), so each gets its own message.
  // (throwFileSizeLimit is read per call at runtime; the typings only list busboy's options.)
  // Sectors repeat (one field each, up to every sector), so the field limit is above the app's default.
  const options = {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 2 * ATTACHMENTS_PER_UPLOADER + 1, fields: 300 },
    throwFileSizeLimit: false,
  };
  for await (const part of request.parts(options as Parameters<FastifyRequest['parts']>[0])) {
    if (part.type === 'file') {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      files.push({
        field: part.fieldname,
        fileName: part.filename,
        content: Buffer.concat(chunks),
        truncated: part.file.truncated,
      });
    } else if (typeof part.value === 'string') {
      (fields[part.fieldname] ??= []).push(part.value);
    }
  }
  for (const [name, values] of Object.entries(fields)) for (const value of values) refuseNullInField(name, value);
  for (const file of files) refuseNullInField(file.field, file.fileName);
  return { fields, files };
}

const MAX_TEXT = 200;
const MAX_URL = 2000;

/** Every rule of spec part 2 §5 (Claim, Attachments, Emissions form), checked again on the server. */
export function validateClaimForm(
  form: { fields: Record<string, string[]>; files: RawFile[] },
  today = todayIso(),
): ClaimSubmission {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const text = (name: string) => (form.fields[name]?.[0] ?? '').trim();

  if (text('agreement') !== 'yes') add('agreement', CLAIM_MESSAGES.agreement);
  const contactPerson = text('your_name');
  const jobTitle = text('your_title');
  if (!contactPerson) add('your_name', CLAIM_MESSAGES.required);
  else if (contactPerson.length > MAX_TEXT) add('your_name', `Ensure this value has at most ${MAX_TEXT} characters.`);
  if (!jobTitle) add('your_title', CLAIM_MESSAGES.required);
  else if (jobTitle.length > MAX_TEXT) add('your_title', `Ensure this value has at most ${MAX_TEXT} characters.`);
  const urls = {
    your_business_website: text('your_business_website'),
    business_website: text('business_website'),
    business_linkedin_profile: text('business_linkedin_profile'),
  };
  for (const [name, value] of Object.entries(urls)) {
    const problem = value.length > MAX_URL ? CLAIM_MESSAGES.invalidUrl : optionalUrlProblem(value);
    if (problem) add(name, problem);
  }

  const files: ClaimFile[] = [];
  for (const [field, kind] of [
    ['files', 'employment'],
    ['business_files', 'business'],
  ] as const) {
    const mine = form.files.filter((file) => file.field === field);
    mine.forEach((file, index) => {
      const name = file.fileName.slice(-200) || 'file';
      const type = sniffAttachmentType(file.content);
      if (index >= ATTACHMENTS_PER_UPLOADER) add(field, CLAIM_MESSAGES.tooMany(name));
      else if (file.truncated || file.content.length > ATTACHMENT_MAX_BYTES) add(field, CLAIM_MESSAGES.tooLarge(name));
      else if (!type || !extensionMatchesType(name, type)) add(field, CLAIM_MESSAGES.unsupportedFormat(name));
      else files.push({ kind, fileName: name, contentType: type, content: file.content });
    });
  }
  const unknownFile = form.files.find((file) => file.field !== 'files' && file.field !== 'business_files');
  if (unknownFile) add(unknownFile.field, 'Unexpected file field.');
  // The spec's clients send every document under 'files' (which of them are business documents is
  // theirs to say); ours sends business documents under 'business_files'. A request that does not
  // separate them has its documents count as business evidence: the server cannot tell them apart.
  const separated = form.files.some((file) => file.field === 'business_files');
  const hasBusinessFiles = separated || form.files.some((file) => file.field === 'files');
  if (!hasBusinessFiles && !urls.business_website && !urls.business_linkedin_profile)
    add('non_field_errors', CLAIM_MESSAGES.businessEvidence);

  const sectors = (form.fields.sectors ?? [])
    .flatMap((value) => value.split('|'))
    .map((value) => value.trim())
    .filter(Boolean);
  const known = sectors.map((sector) => findSector(sector));
  if (known.some((sector) => sector === undefined)) add('sectors', 'Select valid sectors.');
  const workers = text('number_of_workers');
  const workersProblem = numberOfWorkersProblem(workers);
  if (workersProblem) add('number_of_workers', workersProblem);
  const nativeName = text('local_language_name');
  if (nativeName.length > MAX_TEXT) add('local_language_name', `Ensure this value has at most ${MAX_TEXT} characters.`);

  // Emissions values are checked as sent: surrounding spaces are an error, not trimmed away.
  const raw = (name: string) => form.fields[name]?.[0];
  const energy: Partial<Record<EnergySourceKey, string>> = {};
  for (const source of ENERGY_SOURCES) {
    const value = raw(energyField(source.key));
    if (value !== undefined) energy[source.key] = value;
  }
  const emissions = {
    opening_date: raw('opening_date') ?? '',
    closing_date: raw('closing_date') ?? '',
    estimated_annual_throughput: raw('estimated_annual_throughput') ?? '',
    energy,
  };
  for (const [field, message] of Object.entries(emissionsProblems(emissions, today))) add(field, message);

  if (Object.keys(errors).length) throw badRequest(errors, CLAIM_MESSAGES.wizardInvalid);
  return {
    contact_person: contactPerson,
    job_title: jobTitle,
    website: urls.your_business_website,
    facility_website: urls.business_website,
    linkedin_profile: urls.business_linkedin_profile,
    sectors: [...new Set(known as string[])],
    facility_workers_count: workers || null,
    facility_name_native_language: nativeName,
    opening_date: emissions.opening_date || null,
    closing_date: emissions.closing_date || null,
    estimated_annual_throughput: emissions.estimated_annual_throughput
      ? Number(emissions.estimated_annual_throughput)
      : null,
    energy: Object.fromEntries(Object.entries(energy).map(([key, value]) => [key, Number(value)])),
    files,
  };
}
