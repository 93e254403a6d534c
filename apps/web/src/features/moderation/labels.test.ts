import { describe, expect, it } from 'vitest';
import type { ModerationEvent } from '@registry/core/production-location-api';
import { queueSheetRows } from './labels.ts';

const event: ModerationEvent = {
  moderation_id: '5c0f4a52-4c59-4bb2-9d2e-0b8f1f0b1c11',
  created_at: '2024-10-17T10:26:10.277Z',
  updated_at: '2024-10-19T08:00:00.000Z',
  os_id: null,
  cleaned_data: {
    name: 'Dhaka Knit Composite Ltd',
    address: 'Tongi, Gazipur',
    country: { name: 'Bangladesh', alpha_2: 'BD' },
  },
  raw_data: {},
  geocode_result: {},
  contributor_id: 3,
  contributor_name: 'Demo Brand Co.',
  request_type: 'CREATE',
  source: 'SLC',
  status: 'PENDING',
  status_change_date: null,
  action_type: null,
  action_perform_by_id: null,
  action_reason_text_cleaned: '',
  action_reason_text_raw: '',
  claim_id: null,
  potential_matches: [],
};

describe('moderation export', () => {
  it('mirrors the table: a header of its column labels, then a row per event', () => {
    expect(queueSheetRows([event])).toEqual([
      [
        'Created Date',
        'Location Name',
        'Country',
        'Contributor',
        'Source Type',
        'Moderation Status',
        'Moderation Decision Date',
        'Last Updated',
      ],
      ['2024-10-17', 'Dhaka Knit Composite Ltd', 'Bangladesh', 'Demo Brand Co.', 'SLC', 'Pending', 'N/A', '2024-10-19'],
    ]);
  });
});
