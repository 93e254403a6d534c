import { describe, expect, it } from 'vitest';
import { PRODUCTION_LOCATION_MESSAGES } from '@registry/core/production-location-rules';
import {
  contributionFormErrors,
  contributionPayload,
  emptyContribution,
  setAdditionalInformation,
  type ContributionFormValues,
} from './form-values.ts';

const valid = (change: Partial<ContributionFormValues> = {}): ContributionFormValues => ({
  ...emptyContribution({
    name: 'Dhaka Knit Composite Ltd',
    address: 'Plot 12, Tongi Industrial Area, Gazipur',
    country: 'BD',
  }),
  ...change,
});
const withExtra = (change: Partial<ContributionFormValues>) => valid({ additionalInformation: true, ...change });

describe('single-location form rules', () => {
  it('needs name, address and country', () => {
    expect(contributionFormErrors(emptyContribution())).toEqual({
      name: 'Name is required.',
      address: 'Address is required.',
      country: 'Country is required.',
    });
    expect(contributionFormErrors(valid())).toEqual({});
  });

  it('refuses names that are numbers, only symbols, padded with spaces or over 200 characters', () => {
    expect(contributionFormErrors(valid({ name: '12345' })).name).toBe('Name cannot be a number.');
    expect(contributionFormErrors(valid({ name: '#### !!' })).name).toBe(PRODUCTION_LOCATION_MESSAGES.symbols('Name'));
    expect(contributionFormErrors(valid({ name: ' Dhaka Knit' })).name).toBe('Remove spaces at start and end of text.');
    expect(contributionFormErrors(valid({ address: 'Tongi ' })).address).toBe(
      'Remove spaces at start and end of text.',
    );
    expect(contributionFormErrors(valid({ name: 'a'.repeat(201) })).name).toBe(
      PRODUCTION_LOCATION_MESSAGES.tooLong('Name'),
    );
    expect(contributionFormErrors(valid({ name: 'a'.repeat(200) })).name).toBeUndefined();
  });

  it('allows at most 50 product types', () => {
    const types = Array.from({ length: 51 }, (_, i) => `Product ${i + 1}`);
    expect(contributionFormErrors(withExtra({ productType: types })).productType).toBe(
      'Maximum of 50 product types allowed.',
    );
    expect(contributionFormErrors(withExtra({ productType: types.slice(0, 50) })).productType).toBeUndefined();
  });

  it('takes a positive number of workers or a range min-max', () => {
    for (const bad of ['0', '10-3', 'abc', '0-5']) {
      expect(contributionFormErrors(withExtra({ numberOfWorkers: bad })).numberOfWorkers).toBe(
        PRODUCTION_LOCATION_MESSAGES.numberOfWorkers,
      );
    }
    for (const good of ['5', '3-10', ' 3 - 10 ', ''])
      expect(contributionFormErrors(withExtra({ numberOfWorkers: good })).numberOfWorkers).toBeUndefined();
  });

  it('checks the additional fields only while they are shown', () => {
    expect(contributionFormErrors(valid({ numberOfWorkers: 'abc' }))).toEqual({});
  });

  it('turning additional information off clears its fields', () => {
    const filled = withExtra({
      sector: ['Apparel'],
      productType: ['Jackets'],
      locationType: ['Office / HQ'],
      processingType: ['Office'],
      numberOfWorkers: '50',
      parentCompany: 'ABC Textiles Limited',
    });
    expect(setAdditionalInformation(filled, false)).toEqual({ ...valid(), additionalInformation: false });
    expect(setAdditionalInformation(valid(), true).additionalInformation).toBe(true);
  });

  it('sends name, address, country and only the additional fields that hold a value', () => {
    expect(contributionPayload(valid())).toEqual({
      source: 'SLC',
      name: 'Dhaka Knit Composite Ltd',
      address: 'Plot 12, Tongi Industrial Area, Gazipur',
      country: 'BD',
    });
    expect(
      contributionPayload(
        withExtra({
          sector: ['Apparel'],
          productType: ['Jackets'],
          numberOfWorkers: '3-10',
          parentCompany: 'ABC Textiles Limited',
        }),
      ),
    ).toEqual({
      source: 'SLC',
      name: 'Dhaka Knit Composite Ltd',
      address: 'Plot 12, Tongi Industrial Area, Gazipur',
      country: 'BD',
      sector: ['Apparel'],
      product_type: ['Jackets'],
      number_of_workers: { min: 3, max: 10 },
      parent_company: 'ABC Textiles Limited',
    });
    expect(contributionPayload(withExtra({ numberOfWorkers: '7' })).number_of_workers).toEqual({ min: 7, max: 7 });
  });

  it('takes a local name in its own script, checked like the name, sent as local_name', () => {
    const local = valid({ localName: 'ঢাকা নিট কম্পোজিট লিমিটেড' });
    expect(contributionFormErrors(local)).toEqual({});
    expect(contributionPayload(local).local_name).toBe('ঢাকা নিট কম্পোজিট লিমিটেড');
    expect(contributionPayload(valid())).not.toHaveProperty('local_name');
    expect(contributionFormErrors(valid({ localName: '达卡 ' })).localName).toBe(
      'Remove spaces at start and end of text.',
    );
    expect(contributionFormErrors(valid({ localName: '12345' })).localName).toBe('Local name cannot be a number.');
  });
});
