import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditSubject, describeAuditEntry } from './audit-summary.ts';

describe('audit entries as the audit screen shows them', () => {
  it('describes each facility action from its before and after', () => {
    expect(
      describeAuditEntry({
        action: 'facility.merge',
        entity_id: 'A',
        before: { target: { os_id: 'A', name: 'Alpha' }, merge: { os_id: 'B', name: 'Beta' } },
        after: { target: 'A', merged: 'B' },
      }),
    ).toBe('Merged Beta (B) into Alpha (A)');
    expect(
      describeAuditEntry({
        action: 'facility.split',
        entity_id: 'A',
        before: { match_id: 7 },
        after: { new_os_id: 'N', reverted: false },
      }),
    ).toBe('Split match 7 off into the new facility N');
    expect(
      describeAuditEntry({
        action: 'facility.split',
        entity_id: 'A',
        before: { match_id: 7 },
        after: { new_os_id: 'O', reverted: true },
      }),
    ).toBe('Reverted match 7 to its original facility O');
    expect(
      describeAuditEntry({
        action: 'facility.update_location',
        entity_id: 'A',
        before: { previous: { lat: 1, lng: 2 }, lat: 3, lng: 4, notes: 'gate' },
        after: {},
      }),
    ).toBe('Moved from 1, 2 to 3, 4 (gate)');
    expect(
      describeAuditEntry({
        action: 'audit.undo',
        entity_id: '12',
        before: { action: 'facility.merge', entity_id: 'A' },
        after: null,
      }),
    ).toBe('Undid the merge of A');
  });

  it("describes a change of a contributor's settings, only what changed", () => {
    expect(auditActionLabel('contributor.update')).toBe('Contributor settings');
    expect(auditSubject({ entity_type: 'contributor', entity_id: '42' })).toBe('Contributor 42');
    expect(
      describeAuditEntry({
        action: 'contributor.update',
        entity_id: '42',
        before: { name: 'Acme', embed_level: null, groups: [], is_verified: false },
        after: { embed_level: 2, groups: ['api_user'], is_verified: true },
      }),
    ).toBe('Acme: Embed level none → 2; Verified no → yes; Groups none → api_user');
    expect(
      describeAuditEntry({
        action: 'contributor.update',
        entity_id: '42',
        before: { name: 'Acme', is_moderation_mode: true },
        after: { is_moderation_mode: false },
      }),
    ).toBe('Acme: Moderation mode yes → no');
  });

  it('names and describes the other staff actions of the dashboard', () => {
    expect(auditActionLabel('report.confirm')).toBe('Confirm status report');
    expect(
      describeAuditEntry({
        action: 'report.confirm',
        entity_id: '3',
        before: { status: 'PENDING', facility: { is_closed: false, new_os_id: null } },
        after: { status: 'CONFIRMED', facility: { is_closed: true, new_os_id: null } },
      }),
    ).toBe('Status PENDING → CONFIRMED; the facility is now closed');
    expect(
      describeAuditEntry({
        action: 'report.reject',
        entity_id: '3',
        before: { status: 'PENDING' },
        after: { status: 'REJECTED' },
      }),
    ).toBe('Status PENDING → REJECTED');
    expect(
      describeAuditEntry({
        action: 'list.reject',
        entity_id: '9',
        before: { status: 'PENDING' },
        after: { status: 'REJECTED' },
      }),
    ).toBe('Status PENDING → REJECTED');
    expect(
      describeAuditEntry({
        action: 'api_block.update',
        entity_id: '4',
        before: { grace_limit: null, grace_reason: '', active: true },
        after: { grace_limit: 50, grace_reason: 'Trade fair week', active: false },
      }),
    ).toBe('Grace limit not set → 50 (Trade fair week); the block was lifted');
    expect(auditSubject({ entity_type: 'api_block', entity_id: '4' })).toBe('API block 4');
    expect(auditActionLabel('claim.revoke')).toBe('Revoke claim');
    expect(
      describeAuditEntry({
        action: 'claim.approve',
        entity_id: '12',
        before: { status: 'PENDING' },
        after: { status: 'APPROVED', os_id: 'BD2024001ABCDE' },
      }),
    ).toBe('Status PENDING → APPROVED; facility BD2024001ABCDE');
    expect(auditSubject({ entity_type: 'facility_claim', entity_id: '12' })).toBe('Claim 12');
    expect(auditSubject({ entity_type: 'facility', entity_id: 'BD2024001ABCDE' })).toBe('BD2024001ABCDE');
  });

  it('shows an action it does not know as recorded', () => {
    expect(auditActionLabel('claim.transfer')).toBe('claim.transfer');
    expect(
      describeAuditEntry({
        action: 'claim.transfer',
        entity_id: '3',
        before: { status: 'PENDING' },
        after: { status: 'APPROVED' },
      }),
    ).toBe('{"status":"PENDING"} → {"status":"APPROVED"}');
    expect(auditSubject({ entity_type: 'claim_transfer', entity_id: '3' })).toBe('claim_transfer 3');
  });
});
