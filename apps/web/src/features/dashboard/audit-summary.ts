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
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** One line saying what the action did, from the entry's before and after. */
export function describeAuditEntry(entry: { action: string; entity_id: string; before: unknown; after: unknown }): string {
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
    default:
      return [text(entry.before), text(entry.after)].filter(Boolean).join(' → ');
  }
}
