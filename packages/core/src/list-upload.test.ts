import { describe, expect, it } from 'vitest';
import { fileSize, hasListFileExtension, listUploadFieldsSchema, listUploadMessages } from './list-upload.ts';

const messages = (input: Record<string, unknown>) => {
  const result = listUploadFieldsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('list upload fields', () => {
  it('collapses whitespace in the name and accepts the allowed characters', () => {
    const parsed = listUploadFieldsSchema.parse({
      name: "  Spring  2024   (Tier 1) - Brand's & Co. [v2], final ",
      description: ' x ',
    });
    expect(parsed).toEqual({
      name: "Spring 2024 (Tier 1) - Brand's & Co. [v2], final",
      description: 'x',
      replaces: null,
    });
  });

  it('requires a name with letters and only allowed characters', () => {
    expect(messages({})).toEqual([listUploadMessages.nameMissing]);
    expect(messages({ name: '   ' })).toEqual([listUploadMessages.nameMissing]);
    expect(messages({ name: '2024 - 01' })).toEqual([listUploadMessages.nameNeedsLetters]);
    expect(messages({ name: 'Liste été' })).toEqual([listUploadMessages.nameInvalidCharacters]);
    expect(messages({ name: '<script>alert(1)</script>' })).toEqual([listUploadMessages.nameInvalidCharacters]);
    expect(messages({ name: 'a'.repeat(201) })).toEqual(['Ensure this value has at most 200 characters. (it has 201)']);
  });

  it('reads replaces as a list id, with -1 or empty for none', () => {
    expect(listUploadFieldsSchema.parse({ name: 'A', replaces: '-1' }).replaces).toBeNull();
    expect(listUploadFieldsSchema.parse({ name: 'A', replaces: '12' }).replaces).toBe(12);
    expect(messages({ name: 'A', replaces: 'abc' })).toEqual([listUploadMessages.replacesInvalid]);
  });

  it('accepts only .csv and .xlsx files', () => {
    expect(hasListFileExtension('Suppliers.CSV')).toBe(true);
    expect(hasListFileExtension('suppliers.xlsx')).toBe(true);
    expect(hasListFileExtension('suppliers.xls')).toBe(false);
    expect(hasListFileExtension('suppliers.csv.exe')).toBe(false);
  });
});

describe('the file size limit message', () => {
  it('says the limit in the unit it reaches, never larger than it is', () => {
    expect(listUploadMessages.fileTooLarge(1024)).toBe('The file is too large. The largest accepted file is 1 KB.');
    expect(listUploadMessages.fileTooLarge(5 * 1024 * 1024)).toBe(
      'The file is too large. The largest accepted file is 5 MB.',
    );
    expect(listUploadMessages.fileTooLarge(2 * 1024 * 1024 - 1)).toBe(
      'The file is too large. The largest accepted file is 1.9 MB.',
    );
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(1000)).toBe('1000 bytes');
  });
});
