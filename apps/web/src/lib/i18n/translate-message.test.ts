import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { accountMessages, SIGN_UP_LABELS } from '@registry/core/account';
import { CLAIM_MESSAGES } from '@registry/core/claim';
import { downloadMessages } from '@registry/core/download-limits';
import { LIST_STATUS_MESSAGES, READ_ONLY_MESSAGES } from '@registry/core/list-status';
import { listFileMessages, listUploadMessages } from '@registry/core/list-upload';
import { PRODUCTION_LOCATION_LABELS, PRODUCTION_LOCATION_MESSAGES } from '@registry/core/production-location-rules';
import { textSafetyMessages } from '@registry/core/text-safety';
import en from '@/locales/en.json';
import { PRODUCT_NAME } from '@/lib/product.ts';
import pt from '@/locales/pt.json';
import { i18n, t } from './i18n.ts';
import { MESSAGE_TEMPLATES } from './message-templates.ts';
import { translateMessage, translateProblems } from './translate-message.ts';

const label = PRODUCTION_LOCATION_LABELS.parent_company;

/** Each template beside a sentence core writes with it, in the order of MESSAGE_TEMPLATES. */
const WRITTEN_BY_CORE: readonly string[] = [
  accountMessages.tooLong(254, 300),
  listUploadMessages.descriptionTooLong,
  PRODUCTION_LOCATION_MESSAGES.number(label),
  PRODUCTION_LOCATION_MESSAGES.symbols(label),
  PRODUCTION_LOCATION_MESSAGES.tooLong(label),
  textSafetyMessages.formula(label),
  textSafetyMessages.markup(label),
  listUploadMessages.fileTooLarge(5 * 1024 * 1024),
  listUploadMessages.tooManyUploads(5, 100, 1),
  listUploadMessages.tooManyUploads(5, 100, 30),
  listUploadMessages.tooManyUploads(5, 1000, 600),
  listUploadMessages.tooManyUploads(5, 1000, 36_000),
  listFileMessages.cellTooLong('address', 12_000, 10_000),
  listFileMessages.rowTooLong(120_000, 100_000),
  listFileMessages.repeatedRows(3, 1_500),
  listFileMessages.readingTooLong(60),
  `${PRODUCT_NAME} is undergoing maintenance and not accepting new data at the moment. Please try again in a few minutes.`,
  CLAIM_MESSAGES.unsupportedFormat('tool.exe'),
  CLAIM_MESSAGES.tooLarge('licence.pdf'),
  CLAIM_MESSAGES.tooMany('bill.png'),
  downloadMessages.available(5000, 4990),
  downloadMessages.available(5000, 4990, false),
  downloadMessages.limitReached(5000),
  downloadMessages.limitReached(5000, false),
  downloadMessages.tooManyForAllowance(6000, 10),
  downloadMessages.tooManyForAllowance(6000, 10, false),
  downloadMessages.maximumExceeded(10000),
];

/** Core's fixed texts a visitor, contributor or claimant can be shown. */
const FIXED_BY_CORE: readonly string[] = [
  ...Object.values(SIGN_UP_LABELS)
    .filter((name) => name !== SIGN_UP_LABELS.website)
    .map(accountMessages.missingField),
  ...Object.values(accountMessages).filter((text) => typeof text === 'string'),
  ...Object.values(PRODUCTION_LOCATION_LABELS),
  PRODUCTION_LOCATION_MESSAGES.nameRequired,
  PRODUCTION_LOCATION_MESSAGES.addressRequired,
  PRODUCTION_LOCATION_MESSAGES.countryRequired,
  PRODUCTION_LOCATION_MESSAGES.spaces,
  PRODUCTION_LOCATION_MESSAGES.productTypesMax,
  PRODUCTION_LOCATION_MESSAGES.numberOfWorkers,
  ...Object.values(listUploadMessages).filter((text) => typeof text === 'string'),
  ...Object.values(listFileMessages).filter((text) => typeof text === 'string'),
  ...Object.values(CLAIM_MESSAGES).filter((text) => typeof text === 'string'),
  ...Object.values(LIST_STATUS_MESSAGES),
  ...Object.values(READ_ONLY_MESSAGES),
  downloadMessages.logInToDownload,
  downloadMessages.sameContributor,
  downloadMessages.purchasingNotConfigured,
  downloadMessages.repeatFree,
];

/** The English of core's texts whose ids are templates ('Ensure this value has at most 1000 characters.'). */
const isTemplated = (text: string) => WRITTEN_BY_CORE.includes(text);

describe('core and server texts in English', () => {
  it('are the catalogs’ keys, or sentences of a template', () => {
    const keys: ReadonlySet<string> = new Set(Object.keys(en));
    expect(FIXED_BY_CORE.filter((text) => !keys.has(text) && !isTemplated(text))).toEqual([]);
  });

  it('read as core wrote them, a field prefix kept, an unknown text as it came', () => {
    for (const text of [...WRITTEN_BY_CORE, ...FIXED_BY_CORE, `email: ${accountMessages.emailTaken}`])
      expect(translateMessage(t, text)).toBe(text);
    expect(translateMessage(t, 'Something {odd}')).toBe('Something {odd}');
  });

  it('each template has plain placeholders and reads back the sentence core writes with it', () => {
    expect(WRITTEN_BY_CORE).toHaveLength(MESSAGE_TEMPLATES.length);
    MESSAGE_TEMPLATES.forEach((template, index) => {
      expect(template).not.toMatch(/\{\w+,/);
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const pattern = template
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.+?)');
      const values = new RegExp(`^${pattern}$`, 's').exec(WRITTEN_BY_CORE[index]!);
      expect([template, values !== null]).toEqual([template, true]);
      expect(t(template, Object.fromEntries(names.map((name, at) => [name, values![at + 1]!])))).toBe(
        WRITTEN_BY_CORE[index],
      );
    });
  });
});

describe('core and server texts in Portuguese', () => {
  beforeAll(() => {
    i18n.load('pt', pt as unknown as Messages);
    i18n.activate('pt');
  });
  afterAll(() => i18n.activate('en'));

  it('translate a fixed text and keep a field prefix', () => {
    expect(translateMessage(t, PRODUCTION_LOCATION_MESSAGES.nameRequired)).toBe('O nome é obrigatório.');
    expect(translateMessage(t, `email: ${accountMessages.emailInvalid}`)).toBe(
      'email: O endereço de e-mail não é válido',
    );
  });

  it("translate a core sentence with its values, and the field's label in it", () => {
    expect(translateMessage(t, PRODUCTION_LOCATION_MESSAGES.number(PRODUCTION_LOCATION_LABELS.name))).toBe(
      'Nome não pode ser um número.',
    );
    expect(translateMessage(t, accountMessages.tooLong(254, 300))).toBe(
      'Este valor pode ter no máximo 254 caracteres. (ele tem 300)',
    );
    expect(translateMessage(t, listUploadMessages.tooManyUploads(5, 100, 600))).toBe(
      'Uma conta pode enviar no máximo 5 listas por minuto e 100 por dia. Tente novamente em 10 minutos.',
    );
  });

  it('leave a text no catalog holds as it came, never read as a template', () => {
    expect(translateMessage(t, 'Something {odd}')).toBe('Something {odd}');
    expect(translateMessage(t, 'detail: Something else')).toBe('detail: Something else');
  });

  it("translate a form's problems, keeping the fields without one", () => {
    expect(
      translateProblems(t, {
        name: PRODUCTION_LOCATION_MESSAGES.nameRequired,
        address: undefined,
        country: PRODUCTION_LOCATION_MESSAGES.countryRequired,
      }),
    ).toEqual({ name: 'O nome é obrigatório.', address: undefined, country: 'O país é obrigatório.' });
  });
});
