import { describe, expect, it } from 'vitest';
import {
  displayedListStatus,
  isListProcessing,
  isRemovedItem,
  LIST_STATUS_MESSAGES,
  listStatusMessages,
  mergeSelection,
  READ_ONLY_MESSAGES,
  readOnlyMessage,
  showsStatusPanel,
  type ListStatusInput,
} from './list-status.ts';

const list = (values: Partial<ListStatusInput>): ListStatusInput => ({
  contributor_id: 1,
  status: 'APPROVED',
  item_count: 0,
  status_counts: {},
  parsing_errors: [],
  match_responsibility: 'contributor',
  ...values,
});
const owner = { contributor_id: 1, is_superuser: false, is_moderation_mode: false };
const admin = { contributor_id: 9, is_superuser: true, is_moderation_mode: false };
const moderator = { contributor_id: 8, is_superuser: false, is_moderation_mode: true };

describe('displayed list status (My Lists)', () => {
  it('pending lists: Processing with nothing read yet or every row UPLOADED, else Pending approval', () => {
    expect(displayedListStatus(list({ status: 'PENDING' }))).toBe('Processing');
    expect(displayedListStatus(list({ status: 'PENDING', status_counts: { UPLOADED: 3 } }))).toBe('Processing');
    expect(displayedListStatus(list({ status: 'PENDING', status_counts: { PARSED: 2, UPLOADED: 1 } }))).toBe(
      'Pending approval',
    );
    expect(
      displayedListStatus(list({ status: 'PENDING', parsing_errors: [{ message: 'x', type: 'ParsingError' }] })),
    ).toBe('Pending approval');
  });

  it('rejected and replaced lists', () => {
    expect(displayedListStatus(list({ status: 'REJECTED', status_counts: { PARSED: 2 } }))).toBe('Rejected');
    expect(displayedListStatus(list({ status: 'REPLACED', status_counts: { MATCHED: 2 } }))).toBe('Replaced');
  });

  it('approved lists: Processing, Approved, Action required or Pending moderation', () => {
    for (const waiting of ['UPLOADED', 'PARSED', 'GEOCODED'] as const) {
      expect(displayedListStatus(list({ status_counts: { [waiting]: 1, MATCHED: 3 } }))).toBe('Processing');
    }
    expect(displayedListStatus(list({ status_counts: { MATCHED: 3, NEW_FACILITY: 1, ERROR_GEOCODING: 1 } }))).toBe(
      'Approved',
    );
    expect(displayedListStatus(list({ status_counts: { MATCHED: 3, POTENTIAL_MATCH: 1 } }))).toBe('Action required');
    expect(
      displayedListStatus(list({ status_counts: { POTENTIAL_MATCH: 1 }, match_responsibility: 'moderator' })),
    ).toBe('Pending moderation');
  });
});

describe('processing steps (clients poll the progress meanwhile)', () => {
  it('reading, geocoding and matching are processing; waiting for approval, done and rejected are not', () => {
    const steps = ['parse', 'approval', 'geocode', 'match', 'done', 'rejected'] as const;
    expect(steps.filter((step) => isListProcessing({ step }))).toEqual(['parse', 'geocode', 'match']);
  });
});

describe('list status messages (list detail)', () => {
  it('names errors, potential matches and rows still processing together', () => {
    expect(listStatusMessages(list({ status_counts: { ERROR_PARSING: 1, POTENTIAL_MATCH: 1, PARSED: 2 } }))).toEqual([
      LIST_STATUS_MESSAGES.errors,
      LIST_STATUS_MESSAGES.potentialMatches,
      LIST_STATUS_MESSAGES.processing,
    ]);
    expect(listStatusMessages(list({ status_counts: { GEOCODED_NO_RESULTS: 1 } }))).toEqual([
      LIST_STATUS_MESSAGES.processing,
    ]);
  });

  it('says processed successfully only when every row is done, and rejected lists say so alone', () => {
    expect(listStatusMessages(list({ status_counts: { MATCHED: 2, CONFIRMED_MATCH: 1 } }))).toEqual([
      LIST_STATUS_MESSAGES.success,
    ]);
    expect(listStatusMessages(list({ status_counts: {} }))).toEqual([]);
    expect(listStatusMessages(list({ status: 'REJECTED', status_counts: { PARSED: 1 } }))).toEqual([
      LIST_STATUS_MESSAGES.rejected,
    ]);
  });

  it('shows the panel once rows (or file errors) exist and none is UPLOADED', () => {
    expect(showsStatusPanel(list({ item_count: 0 }))).toBe(false);
    expect(showsStatusPanel(list({ item_count: 0, parsing_errors: [{}] }))).toBe(true);
    expect(showsStatusPanel(list({ item_count: 2, status_counts: { UPLOADED: 1, PARSED: 1 } }))).toBe(false);
    expect(showsStatusPanel(list({ item_count: 2, status_counts: { PARSED: 2 } }))).toBe(true);
  });
});

describe('read-only rule', () => {
  const withMatches = (match_responsibility: 'contributor' | 'moderator') =>
    list({ status_counts: { POTENTIAL_MATCH: 1 }, match_responsibility });

  it('contributor responsibility: read-only to admins only', () => {
    expect(readOnlyMessage(withMatches('contributor'), owner)).toBeNull();
    expect(readOnlyMessage(withMatches('contributor'), admin)).toBe(READ_ONLY_MESSAGES.contributor);
    expect(readOnlyMessage(withMatches('contributor'), moderator)).toBe(READ_ONLY_MESSAGES.contributor);
  });

  it('moderator responsibility: read-only to everyone but admins', () => {
    expect(readOnlyMessage(withMatches('moderator'), owner)).toBe(READ_ONLY_MESSAGES.moderator);
    expect(readOnlyMessage(withMatches('moderator'), admin)).toBeNull();
    // A superuser looking at their own list is its owner, not an admin.
    expect(readOnlyMessage(withMatches('moderator'), { ...admin, contributor_id: 1 })).toBe(
      READ_ONLY_MESSAGES.moderator,
    );
  });

  it('no potential matches: never read-only', () => {
    expect(
      readOnlyMessage(list({ status_counts: { MATCHED: 1 }, match_responsibility: 'moderator' }), owner),
    ).toBeNull();
  });
});

describe('rows and merge selection', () => {
  it('counts a row as removed by status or by inactive matches', () => {
    expect(isRemovedItem({ status: 'ITEM_REMOVED', matches: [] })).toBe(true);
    expect(isRemovedItem({ status: 'MATCHED', matches: [{ is_active: false }] })).toBe(true);
    expect(isRemovedItem({ status: 'MATCHED', matches: [{ is_active: true }] })).toBe(false);
    expect(isRemovedItem({ status: 'ERROR_PARSING', matches: [] })).toBe(false);
  });

  it('keeps the best match per OS ID and needs two distinct facilities', () => {
    const a1 = { id: 1, os_id: 'A', confidence: 0.7 };
    const a2 = { id: 2, os_id: 'A', confidence: 0.9 };
    const b = { id: 3, os_id: 'B', confidence: 0.8 };
    expect(mergeSelection([a1, a2, b])).toEqual({ target: a2, merge: b });
    expect(mergeSelection([a1, a2])).toEqual({
      error: 'Select potential matches of two different facilities to merge.',
    });
    expect(mergeSelection([a1, b, { id: 4, os_id: 'C', confidence: 0.1 }])).toHaveProperty('error');
  });
});
