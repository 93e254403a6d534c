import type { ModerationEvent } from '@registry/core/production-location-api';
import type { ModerationSortField } from '@registry/core/moderation-events';
import type { Cell } from '@/lib/xlsx.ts';

export const SOURCE_LABELS: Record<ModerationEvent['source'], string> = { API: 'API', SLC: 'SLC' };
export const STATUS_LABELS: Record<ModerationEvent['status'], string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};
/** Spec part 2 §4: matching a facility to an event is labelled 'Matched'. */
export const ACTION_LABELS: Record<NonNullable<ModerationEvent['action_type']>, string> = {
  NEW_LOCATION: 'New Location',
  MATCHED: 'Matched',
  REJECTED: 'Rejected',
};

export const day = (value: string | null) => (value ? value.slice(0, 10) : 'N/A');

const countryOf = (event: ModerationEvent) => {
  const country = event.cleaned_data.country as { name?: string } | string | undefined;
  return typeof country === 'string' ? country : (country?.name ?? '');
};

/** The table's columns, which the Excel export mirrors (spec part 2 §3). */
export const QUEUE_COLUMNS: { field: ModerationSortField; label: string; cell: (event: ModerationEvent) => Cell }[] = [
  { field: 'created_at', label: 'Created Date', cell: (event) => day(event.created_at) },
  { field: 'name', label: 'Location Name', cell: (event) => String(event.cleaned_data.name ?? '') },
  { field: 'country', label: 'Country', cell: countryOf },
  { field: 'contributor_name', label: 'Contributor', cell: (event) => event.contributor_name },
  { field: 'source', label: 'Source Type', cell: (event) => SOURCE_LABELS[event.source] },
  { field: 'status', label: 'Moderation Status', cell: (event) => STATUS_LABELS[event.status] },
  { field: 'status_change_date', label: 'Moderation Decision Date', cell: (event) => day(event.status_change_date) },
  { field: 'updated_at', label: 'Last Updated', cell: (event) => day(event.updated_at) },
];

/** The export's rows: a header of the column labels, then one row per event. */
export const queueSheetRows = (events: ModerationEvent[]): Cell[][] => [
  QUEUE_COLUMNS.map((column) => column.label),
  ...events.map((event) => QUEUE_COLUMNS.map((column) => column.cell(event))),
];
