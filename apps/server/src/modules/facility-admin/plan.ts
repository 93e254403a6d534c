import type { FacilityRecords } from '../facility-records/index.ts';

/** What a tool decided after checking its input: the facilities it touches and the change to make. */
export interface ToolPlan<T> {
  /** The facility the action is about (the audit entry's entity). */
  osId: string;
  /** Every facility the change may touch, including one it creates. */
  osIds: string[];
  summary: Record<string, unknown>;
  apply: (records: FacilityRecords) => Promise<T>;
}
