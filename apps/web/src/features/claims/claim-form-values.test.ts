import { describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES } from '@registry/core/claim';
import { claimFormData, claimStepErrors, initialClaimForm } from './claim-form-values.ts';

describe('claim wizard values', () => {
  it('step 1 needs the agreement; step 2 needs name, title, valid URLs and business evidence', () => {
    const values = initialClaimForm();
    expect(values.agreement).toBe('no');
    expect(claimStepErrors(0, values)).toEqual({ agreement: CLAIM_MESSAGES.agreement });
    expect(claimStepErrors(0, { ...values, agreement: 'yes' })).toEqual({});
    expect(claimStepErrors(1, { ...values, yourBusinessWebsite: 'nope' })).toEqual({
      yourName: CLAIM_MESSAGES.required,
      yourTitle: CLAIM_MESSAGES.required,
      yourBusinessWebsite: CLAIM_MESSAGES.invalidUrl,
      businessEvidence: CLAIM_MESSAGES.businessEvidence,
    });
    const file = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
    expect(claimStepErrors(1, { ...values, yourName: 'A', yourTitle: 'B', businessUploadFiles: [file] })).toEqual({});
  });

  it('step 3 checks workers and emissions; a ticked source needs its value', () => {
    const values = initialClaimForm();
    const energy = { ...values.energy, coal: { enabled: true, value: '' }, diesel: { enabled: false, value: 'x' } };
    expect(
      claimStepErrors(
        2,
        { ...values, numberOfWorkers: '0', openingDate: '2020-01-01', closingDate: '2019-01-01', energy },
        '2026-01-01',
      ),
    ).toEqual({
      numberOfWorkers: CLAIM_MESSAGES.workersZero,
      openingDate: CLAIM_MESSAGES.openingAfterClosing,
      closingDate: CLAIM_MESSAGES.closingBeforeOpening,
      energy_coal: CLAIM_MESSAGES.checkedNeedsValue,
    });
  });

  it('sends snake-cased keys, leaving out empty and disabled values', () => {
    const values = initialClaimForm();
    const file = new File(['x'], 'card.png');
    const form = claimFormData({
      ...values,
      agreement: 'yes',
      yourName: 'Rahim',
      yourTitle: 'Director',
      businessWebsite: ' https://a.example.com ',
      sectors: ['Apparel', 'Textiles'],
      uploadFiles: [file],
      energy: { ...values.energy, electricity: { enabled: true, value: '12' }, coal: { enabled: false, value: '5' } },
    });
    expect([...form.keys()]).toEqual([
      'agreement',
      'your_name',
      'your_title',
      'business_website',
      'sectors',
      'sectors',
      'energy_electricity',
      'files',
    ]);
    expect(form.get('business_website')).toBe('https://a.example.com');
    expect((form.get('files') as File).name).toBe('card.png');
  });
});
