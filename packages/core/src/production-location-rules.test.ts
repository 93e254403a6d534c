import { describe, expect, it } from 'vitest';
import {
  PRODUCTION_LOCATION_MESSAGES as M,
  checkProductionLocation,
  listFieldProblem,
  productionLocationCountry,
  textFieldProblem,
  workersFieldProblem,
} from './production-location-rules.ts';

describe('add-location text rules', () => {
  it('requires a value only when told the message', () => {
    expect(textFieldProblem('Name', '', M.nameRequired)).toBe('Name is required.');
    expect(textFieldProblem('Name', '   ', M.nameRequired)).toBe('Name is required.');
    expect(textFieldProblem('Parent company', '')).toBeUndefined();
  });

  it('refuses leading or trailing spaces, numbers, only symbols and over 200 characters', () => {
    expect(textFieldProblem('Name', ' Knit')).toBe('Remove spaces at start and end of text.');
    expect(textFieldProblem('Name', 'Knit ')).toBe('Remove spaces at start and end of text.');
    expect(textFieldProblem('Name', '12345')).toBe('Name cannot be a number.');
    expect(textFieldProblem('Address', '12.5')).toBe('Address cannot be a number.');
    expect(textFieldProblem('Name', '#$%&')).toBe('Name must contain letters or numbers, not only spaces or symbols.');
    expect(textFieldProblem('Name', 'a'.repeat(201))).toBe('Name must be at most 200 characters.');
  });

  it("refuses formulas and HTML markup, as the list upload does (core's text-safety)", () => {
    expect(textFieldProblem('Name', '=SUM(A1:A9)')).toBe(
      'The Name looks like a spreadsheet formula; enter the text itself.',
    );
    expect(textFieldProblem('Name', '@cmd(calc)')).toBe(
      'The Name looks like a spreadsheet formula; enter the text itself.',
    );
    expect(textFieldProblem('Name', '<script>alert(1)</script>Knit')).toBe(
      'The Name contains HTML markup, which is not allowed.',
    );
    // A leading + or - without a call, and a lone '<', are ordinary text.
    expect(textFieldProblem('Name', '+Plus Knit')).toBeUndefined();
    expect(textFieldProblem('Name', '-Minus Dye')).toBeUndefined();
    expect(textFieldProblem('Address', 'Road 4 < Gate 2')).toBeUndefined();
  });

  it('accepts names with numbers and letters of any script', () => {
    expect(textFieldProblem('Name', 'Factory 12')).toBeUndefined();
    expect(textFieldProblem('Name', '12 Rue de la Paix')).toBeUndefined();
    expect(textFieldProblem('Name', '克雷姆服装')).toBeUndefined();
    expect(textFieldProblem('Name', 'a'.repeat(200))).toBeUndefined();
  });

  it('allows at most 50 product types and checks each value', () => {
    expect(
      listFieldProblem(
        'product_type',
        Array.from({ length: 50 }, (_, i) => `P${i}`),
      ),
    ).toBeUndefined();
    expect(
      listFieldProblem(
        'product_type',
        Array.from({ length: 51 }, (_, i) => `P${i}`),
      ),
    ).toBe('Maximum of 50 product types allowed.');
    expect(listFieldProblem('sector', ['Apparel', '7'])).toBe('Sector cannot be a number.');
  });

  it('takes a number of workers as a positive number or a range min-max with min <= max', () => {
    for (const good of ['', '5', ' 3-10 ', '3–10', '1,200']) expect(workersFieldProblem(good)).toBeUndefined();
    for (const bad of ['0', '10-3', 'abc', '0-5', '-5']) expect(workersFieldProblem(bad)).toBe(M.numberOfWorkers);
  });

  it('resolves countries from alpha-2, alpha-3 and English names', () => {
    expect(productionLocationCountry('bd')).toBe('BD');
    expect(productionLocationCountry('BGD')).toBe('BD');
    expect(productionLocationCountry('Viet Nam')).toBe('VN');
    expect(productionLocationCountry('Atlantis')).toBeUndefined();
  });
});

describe('checkProductionLocation', () => {
  it('cleans a body: country object, known sectors (others become product types), workers as min and max', () => {
    const result = checkProductionLocation({
      name: 'Knit Ltd',
      address: 'Savar',
      country: 'Bangladesh',
      sector: ['apparel', 'Knitwear'],
      product_type: 'T-shirts',
      number_of_workers: '10-20',
      parent_company: '',
      source: 'SLC',
    });
    expect(result).toEqual({
      ok: true,
      duplicateOverride: false,
      data: {
        name: 'Knit Ltd',
        address: 'Savar',
        country: { name: 'Bangladesh', alpha_2: 'BD' },
        sector: ['Apparel'],
        product_type: ['Knitwear', 'T-shirts'],
        number_of_workers: { min: 10, max: 20 },
      },
    });
  });

  it('reports every problem by field', () => {
    const result = checkProductionLocation({
      name: '42',
      country: 'XX',
      number_of_workers: { min: 5, max: 2 },
      extra: 1,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        non_field_errors: ["Unknown field 'extra'."],
        name: ['Name cannot be a number.'],
        address: ['Address is required.'],
        country: [M.countryUnknown('XX')],
        number_of_workers: [M.numberOfWorkers],
      },
    });
  });
});
