import { describe, expect, it } from 'vitest';
import { auditActionLabel, describeAuditEntry } from './audit-summary.ts';

describe('audit entries as the audit screen shows them', () => {
  it('describes each facility action from its before and after', () => {
    expect(
      describeAuditEntry({ action: 'facility.merge', entity_id: 'A', before: { target: { os_id: 'A', name: 'Alpha' }, merge: { os_id: 'B', name: 'Beta' } }, after: { target: 'A', merged: 'B' } }),
    ).toBe('Merged Beta (B) into Alpha (A)');
    expect(describeAuditEntry({ action: 'facility.split', entity_id: 'A', before: { match_id: 7 }, after: { new_os_id: 'N', reverted: false } })).toBe(
      'Split match 7 off into the new facility N',
    );
    expect(describeAuditEntry({ action: 'facility.split', entity_id: 'A', before: { match_id: 7 }, after: { new_os_id: 'O', reverted: true } })).toBe(
      'Reverted match 7 to its original facility O',
    );
    expect(describeAuditEntry({ action: 'facility.update_location', entity_id: 'A', before: { previous: { lat: 1, lng: 2 }, lat: 3, lng: 4, notes: 'gate' }, after: {} })).toBe(
      'Moved from 1, 2 to 3, 4 (gate)',
    );
    expect(describeAuditEntry({ action: 'audit.undo', entity_id: '12', before: { action: 'facility.merge', entity_id: 'A' }, after: null })).toBe('Undid the merge of A');
  });

  it('shows other staff actions as recorded', () => {
    expect(auditActionLabel('report.confirm')).toBe('report.confirm');
    expect(describeAuditEntry({ action: 'report.confirm', entity_id: '3', before: { status: 'PENDING' }, after: { status: 'CONFIRMED' } })).toBe(
      '{"status":"PENDING"} → {"status":"CONFIRMED"}',
    );
  });
});
