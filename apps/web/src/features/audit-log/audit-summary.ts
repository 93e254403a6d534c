import { describeSettingsChange } from '@registry/core/contributor-settings';

/** How the audit screen names and describes staff actions; unknown actions show as recorded. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'facility.merge': 'Merge',
  'facility.split': 'Split',
  'facility.promote': 'Promote',
  'facility.move': 'Transfer match',
  'facility.delete': 'Delete',
  'facility.update_location': 'Update location',
  'facility.link': 'Link to new OS ID',
  'audit.undo': 'Undo',
  'list.approve': 'Approve list',
  'list.reject': 'Reject list',
  'report.confirm': 'Confirm status report',
  'report.reject': 'Reject status report',
  'api_block.update': 'Grace limit',
  'match.confirm': 'Confirm match',
  'match.reject': 'Reject match',
  'list_item.remove': 'Remove list item',
  'moderation_event.create_location': 'Create production location',
  'moderation_event.confirm_match': 'Confirm potential match',
  'moderation_event.reject': 'Reject contribution',
  'contributor.update': 'Contributor settings',
  'claim.approve': 'Approve claim',
  'claim.deny': 'Deny claim',
  'claim.revoke': 'Revoke claim',
};

/** What the entry is about, for entries that are not about a facility. */
const ENTITY_LABELS: Record<string, string> = {
  facility_list: 'List',
  facility_activity_report: 'Status report',
  api_block: 'API block',
  facility_match: 'Match',
  facility_list_item: 'List item',
  moderation_event: 'Moderation event',
  audit_log: 'Audit entry',
  contributor: 'Contributor',
  facility_claim: 'Claim',
};

export const auditSubject = (entry: { entity_type: string; entity_id: string }) =>
  entry.entity_type === 'facility'
    ? entry.entity_id
    : `${ENTITY_LABELS[entry.entity_type] ?? entry.entity_type} ${entry.entity_id}`;

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

type Json = Record<string, unknown>;
const obj = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

const statusChange = (before: Json, after: Json) => `Status ${text(before.status)} → ${text(after.status)}`;

/** One line saying what the action did, from the entry's before and after. */
export function describeAuditEntry(entry: {
  action: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}): string {
  const before = obj(entry.before);
  const after = obj(entry.after);
  switch (entry.action) {
    case 'facility.merge': {
      const target = obj(before.target);
      const merge = obj(before.merge);
      return `Merged ${text(merge.name)} (${text(merge.os_id)}) into ${text(target.name)} (${text(target.os_id)})`;
    }
    case 'facility.split':
      return after.reverted
        ? `Reverted match ${text(before.match_id)} to its original facility ${text(after.new_os_id)}`
        : `Split match ${text(before.match_id)} off into the new facility ${text(after.new_os_id)}`;
    case 'facility.promote':
      return `Promoted match ${text(before.match_id)}: the facility took its name, address and location`;
    case 'facility.move':
      return `Transferred match ${text(before.match_id)} from ${text(before.transferred_from)} to ${text(before.os_id)}`;
    case 'facility.delete':
      return `Deleted ${text(before.name)} (${text(before.os_id)})`;
    case 'facility.update_location': {
      const previous = obj(before.previous);
      const notes = text(before.notes);
      return `Moved from ${text(previous.lat)}, ${text(previous.lng)} to ${text(before.lat)}, ${text(before.lng)}${notes ? ` (${notes})` : ''}`;
    }
    case 'facility.link':
      return `Linked ${text(before.os_id)} to the new OS ID ${text(before.new_os_id)}`;
    case 'audit.undo':
      return `Undid the ${auditActionLabel(text(before.action)).toLowerCase()} of ${text(before.entity_id)}`;
    case 'list.approve':
    case 'list.reject':
    case 'match.confirm':
    case 'match.reject':
    case 'list_item.remove':
    case 'moderation_event.reject':
      return statusChange(before, after);
    case 'claim.approve':
    case 'claim.deny':
    case 'claim.revoke':
      return `${statusChange(before, after)}; facility ${text(after.os_id)}`;
    case 'report.confirm':
    case 'report.reject': {
      const facility = obj(after.facility);
      const closed = facility.is_closed === true ? 'closed' : 'open';
      return `${statusChange(before, after)}${after.facility ? `; the facility is now ${closed}` : ''}`;
    }
    case 'api_block.update': {
      const lifted = before.active === true && after.active === false ? '; the block was lifted' : '';
      const reason = text(after.grace_reason);
      return `Grace limit ${text(before.grace_limit) || 'not set'} → ${text(after.grace_limit)}${reason ? ` (${reason})` : ''}${lifted}`;
    }
    case 'contributor.update':
      return `${text(before.name)}: ${describeSettingsChange(before, after)}`;
    case 'moderation_event.create_location':
    case 'moderation_event.confirm_match':
      return `${statusChange(before, after)}; production location ${text(after.os_id)}`;
    default:
      return [text(entry.before), text(entry.after)].filter(Boolean).join(' → ');
  }
}
