import { describe, expect, it } from 'vitest';
import {
  attachmentProblem,
  CLAIM_MESSAGES,
  claimDateProblem,
  emissionsProblems,
  femaleWorkersProblem,
  numberOfWorkersProblem,
  sniffAttachmentType,
  yearPage,
} from './claim.ts';

describe('claim rules', () => {
  it('number of workers', () => {
    expect(numberOfWorkersProblem('')).toBeUndefined();
    expect(numberOfWorkersProblem('15')).toBeUndefined();
    expect(numberOfWorkersProblem('1-5')).toBeUndefined();
    expect(numberOfWorkersProblem('5-5')).toBeUndefined();
    expect(numberOfWorkersProblem('0')).toBe(CLAIM_MESSAGES.workersZero);
    expect(numberOfWorkersProblem('05')).toBe(CLAIM_MESSAGES.workersLeadingZero);
    expect(numberOfWorkersProblem('1-05')).toBe(CLAIM_MESSAGES.workersLeadingZero);
    expect(numberOfWorkersProblem('1.5')).toBe(CLAIM_MESSAGES.workersFormat);
    expect(numberOfWorkersProblem('-5')).toBe(CLAIM_MESSAGES.workersFormat);
    expect(numberOfWorkersProblem('9-3')).toBe(CLAIM_MESSAGES.workersRange);
  });

  it('attachments by name, size and count', () => {
    expect(attachmentProblem({ name: 'a.PDF', size: 5242880 }, 9)).toBeUndefined();
    expect(attachmentProblem({ name: 'a.exe', size: 1 }, 0)).toBe(
      'a.exe could not be uploaded because it is not in a supported format.',
    );
    expect(attachmentProblem({ name: 'a.jpg', size: 5242881 }, 0)).toBe(
      'a.jpg could not be uploaded because it exceeds the maximum file size of 5MB.',
    );
    expect(attachmentProblem({ name: 'a.png', size: 1 }, 10)).toBe(
      'a.png could not be uploaded because there is a maximum of 10 attachments and you have already uploaded 10 attachments.',
    );
  });

  it('file types by content', () => {
    expect(sniffAttachmentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffAttachmentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(sniffAttachmentType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffAttachmentType(new TextEncoder().encode('MZ\x90\x00'))).toBeUndefined();
  });

  it('dates and emissions values', () => {
    const today = '2026-11-23';
    expect(claimDateProblem('2026-11-23', today)).toBeUndefined();
    expect(claimDateProblem('2026-11-24', today)).toBe(CLAIM_MESSAGES.invalidDate);
    expect(claimDateProblem('2023-02-29', today)).toBe(CLAIM_MESSAGES.invalidDate);
    expect(claimDateProblem('0999-01-01', today)).toBe(CLAIM_MESSAGES.invalidDate);
    expect(
      emissionsProblems(
        { opening_date: '2020-01-01', closing_date: '2020-01-01', estimated_annual_throughput: '9007199254740991' },
        today,
      ),
    ).toEqual({});
    expect(emissionsProblems({ opening_date: '2021-01-01', closing_date: '2020-01-01' }, today)).toEqual({
      opening_date: CLAIM_MESSAGES.openingAfterClosing,
      closing_date: CLAIM_MESSAGES.closingBeforeOpening,
    });
    expect(
      emissionsProblems(
        { estimated_annual_throughput: '0', energy: { coal: '', electricity: '12 ', other: '1e3' } },
        today,
      ),
    ).toEqual({
      estimated_annual_throughput: CLAIM_MESSAGES.positiveInteger,
      energy_coal: CLAIM_MESSAGES.checkedNeedsValue,
      energy_electricity: CLAIM_MESSAGES.spaces,
      energy_other: CLAIM_MESSAGES.positiveInteger,
    });
  });

  it('female workers and year pages', () => {
    expect(femaleWorkersProblem('')).toBeUndefined();
    expect(femaleWorkersProblem('100')).toBeUndefined();
    expect(femaleWorkersProblem('101')).toBe(CLAIM_MESSAGES.femaleWorkers);
    expect(yearPage(2026)).toHaveLength(25);
    expect(yearPage(2026)[0]).toBe(2026);
    expect(yearPage(2026).at(-1)).toBe(2002);
    expect(yearPage(1010)).toEqual([1010, 1009, 1008, 1007, 1006, 1005, 1004, 1003, 1002, 1001, 1000]);
  });
});
