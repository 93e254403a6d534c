import { isGeocodePrecision, type GeocodePrecision } from '@registry/core/geocode-precision';
import { generateOsId } from '@registry/core/os-id';
import { MODERATION_MESSAGES } from '@registry/core/moderation-events';
import type { ModerationEvent } from '@registry/core/production-location-api';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../adapters/mailer.ts';
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { resolveLocation } from '../facilities/index.ts';
import { changeFacilityRecords, type FacilityRecords } from '../facility-records/index.ts';
import { extendedFieldValues } from '../lists/index.ts';
import { contributedValuesOf } from './contributed-values.ts';
import { contributionApprovedMessage, contributionRejectedMessage } from './emails.ts';
import { toModerationEvents } from './event-view.ts';
import * as q from './queries.ts';

export const DUPLICATE_REQUEST_MESSAGE = 'Duplicate request submitted, please try again later.';
/** An identical body from the same contributor within this many seconds is refused. */
export const DUPLICATE_WINDOW_SECONDS = 60;

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Where an event says the location is: the point sent with it, else where its address was geocoded. */
function pointOf(
  event: q.EventRow,
): { lat: number; lng: number; exact: boolean; precision: GeocodePrecision | null; place: string | null } | undefined {
  const result = asObject(event.geocode_result);
  const geocoded = asObject(result.geocoded_point);
  const sent = asObject(asObject(event.cleaned_data).coordinates);
  const point = typeof sent.lat === 'number' ? sent : geocoded;
  if (typeof point.lat !== 'number' || typeof point.lng !== 'number') return undefined;
  // How precise a geocoder's point is, and the place it is the centre of (none for sent coordinates).
  const precision =
    point !== sent && isGeocodePrecision(result.geocoded_location_type) ? result.geocoded_location_type : null;
  const place = precision && typeof result.geocoded_address === 'string' ? result.geocoded_address : null;
  return { lat: point.lat, lng: point.lng, exact: point === sent || result.exact !== false, precision, place };
}

const countryCodeOf = (cleaned: Record<string, unknown>) => {
  const country = cleaned.country;
  const code = typeof country === 'string' ? country : asObject(country).alpha_2;
  return typeof code === 'string' ? code.toUpperCase() : undefined;
};

/** A decision on an event that is no longer pending (spec part 2 §4: the actions are disabled then). */
const alreadyDecided = (status: string) =>
  new ApiError(410, `This moderation event has already been ${status.toLowerCase()}; it can no longer be changed.`);

/** Stores single-location contributions and lets moderators (superusers) decide them. */
export function createModerationService(deps: {
  db: Db;
  mailer: Mailer;
  productName: string;
  publicUrl: string;
  log?: FastifyBaseLogger;
}) {
  const { db } = deps;

  async function view(executor: Executor, id: string): Promise<ModerationEvent> {
    const row = await q.findEvent(executor, id);
    if (!row) throw notFound('The moderation event was not found.');
    return (await toModerationEvents(executor, [row]))[0]!;
  }

  /** Locks a pending event for a decision: 404 when unknown, 410 when already decided. */
  async function pendingEvent(trx: Executor, id: string) {
    const event = await q.findEvent(trx, id, { lock: true });
    if (!event) throw notFound('The moderation event was not found.');
    if (event.status !== 'PENDING') throw alreadyDecided(event.status);
    return event;
  }

  /** The event's extended fields, added to a facility as this contributor's (counted once the event is APPROVED). */
  async function addEventFields(records: FacilityRecords, event: q.EventRow, osId: string) {
    const fields = extendedFieldValues(contributedValuesOf(asObject(event.cleaned_data)));
    await records.addExtendedFields(
      Object.entries(fields).map(([fieldName, value]) => ({
        facilityId: osId,
        contributorId: Number(event.contributor_id),
        fieldName,
        value,
        source: { moderationEventId: event.id },
      })),
    );
  }

  /** The outcome e-mail; the decision stands even when the outbox cannot be written. */
  async function tell(event: q.EventRow, message: (to: string, locationName: string) => MailMessage) {
    try {
      const to = await q.contributorEmail(db, Number(event.contributor_id));
      const name = asObject(event.cleaned_data).name;
      if (to) await deps.mailer.send(message(to, typeof name === 'string' ? name : 'your production location'));
    } catch (error) {
      deps.log?.error({ err: error, moderationId: event.id }, 'moderation outcome e-mail failed');
    }
  }

  const mailBase = (to: string, locationName: string) => ({
    to,
    locationName,
    productName: deps.productName,
    publicUrl: deps.publicUrl,
  });

  return {
    /**
     * Stores a contribution as a pending event, refusing an identical body resent within a minute
     * (429). `refuse` runs the caller's own checks of earlier events under the same per-contributor
     * lock, so two requests sent at once see each other (one stored, the other refused).
     */
    async store(event: q.NewEvent, refuse?: (trx: Executor) => Promise<void>) {
      return db.transaction().execute(async (trx) => {
        await q.lockContributorSubmissions(trx, event.contributorId);
        if (await q.hasRecentRequest(trx, event.contributorId, event.requestHash, DUPLICATE_WINDOW_SECONDS)) {
          throw new ApiError(429, DUPLICATE_REQUEST_MESSAGE);
        }
        await refuse?.(trx);
        return q.insertEvent(trx, event);
      });
    },

    /** The quick check before the work of geocoding and matching (store checks again under the lock). */
    isDuplicate: (contributorId: number, requestHash: string) =>
      q.hasRecentRequest(db, contributorId, requestHash, DUPLICATE_WINDOW_SECONDS),

    async list(query: q.EventListQuery) {
      const { count, rows } = await q.listEvents(db, query);
      return { count, data: await toModerationEvents(db, rows) };
    },

    /** Moderators see every event; a contributor sees their own (the single-location screens fetch it). */
    async get(user: RequestUser, id: string) {
      const event = await view(db, id);
      if (!user.isSuperuser && event.contributor_id !== user.contributorId)
        throw forbidden(MODERATION_MESSAGES.onlyModerator);
      return event;
    },

    async reject(user: RequestUser, id: string, reason: { cleaned: string; raw: string }) {
      const event = await db.transaction().execute(async (trx) => {
        const pending = await pendingEvent(trx, id);
        await q.decideEvent(trx, id, {
          status: 'REJECTED',
          actionType: 'REJECTED',
          osId: pending.os_id,
          userId: user.id,
          reasonCleaned: reason.cleaned,
          reasonRaw: reason.raw,
        });
        await recordAudit(trx, {
          userId: user.id,
          action: 'moderation_event.reject',
          entityType: 'moderation_event',
          entityId: id,
          before: { status: pending.status },
          after: { status: 'REJECTED', action_type: 'REJECTED' },
          extra: { reason: reason.cleaned },
        });
        return pending;
      });
      await tell(event, (to, name) =>
        contributionRejectedMessage({
          ...mailBase(to, name),
          osId: event.os_id?.trim() ?? null,
          reason: reason.cleaned,
        }),
      );
      return view(db, id);
    },

    /** A new facility from the event (new OS ID), its fields, the index and tiles: one transaction. */
    async createLocation(user: RequestUser, id: string) {
      const { event, osId } = await db.transaction().execute(async (trx) => {
        const pending = await pendingEvent(trx, id);
        const cleaned = asObject(pending.cleaned_data);
        const point = pointOf(pending);
        const countryCode = countryCodeOf(cleaned);
        if (!point || !countryCode || typeof cleaned.name !== 'string' || typeof cleaned.address !== 'string') {
          throw new ApiError(
            422,
            'This contribution has no located address, so no production location can be created from it.',
          );
        }
        const newOsId = generateOsId(countryCode);
        const name = cleaned.name;
        const address = cleaned.address;
        await changeFacilityRecords(trx, async (records) => {
          await records.createFacilities([
            {
              osId: newOsId,
              name,
              address,
              countryCode,
              lat: point.lat,
              lng: point.lng,
              inexact: !point.exact,
              precision: point.precision,
              place: point.place,
              createdFrom: { moderationEventId: id },
            },
          ]);
          await addEventFields(records, pending, newOsId);
          await q.decideEvent(trx, id, {
            status: 'APPROVED',
            actionType: 'NEW_LOCATION',
            osId: newOsId,
            userId: user.id,
          });
        });
        await recordAudit(trx, {
          userId: user.id,
          action: 'moderation_event.create_location',
          entityType: 'moderation_event',
          entityId: id,
          before: { status: pending.status, os_id: pending.os_id?.trim() ?? null },
          after: { status: 'APPROVED', action_type: 'NEW_LOCATION', os_id: newOsId },
        });
        return { event: pending, osId: newOsId };
      });
      await tell(event, (to, name) => contributionApprovedMessage({ ...mailBase(to, name), osId, matched: false }));
      return view(db, id);
    },

    /** The event's data added to an existing facility (the confirmed potential match): one transaction. */
    async confirmMatch(user: RequestUser, id: string, wantedOsId: string) {
      const { event, osId } = await db.transaction().execute(async (trx) => {
        const pending = await pendingEvent(trx, id);
        // A candidate merged since the event was stored stands for the facility it was merged into.
        const target = await resolveLocation(trx, wantedOsId);
        if (target.kind === 'unknown' || !(await q.lockFacility(trx, target.location.os_id)))
          throw notFound('The production location was not found.');
        const osId = target.location.os_id;
        await changeFacilityRecords(trx, async (records) => {
          await addEventFields(records, pending, osId);
          await q.decideEvent(trx, id, { status: 'APPROVED', actionType: 'MATCHED', osId, userId: user.id });
          // The approved event itself is a source of the facility's index row.
          records.touch([osId]);
        });
        await recordAudit(trx, {
          userId: user.id,
          action: 'moderation_event.confirm_match',
          entityType: 'moderation_event',
          entityId: id,
          before: { status: pending.status, os_id: pending.os_id?.trim() ?? null },
          after: { status: 'APPROVED', action_type: 'MATCHED', os_id: osId },
        });
        return { event: pending, osId };
      });
      await tell(event, (to, name) => contributionApprovedMessage({ ...mailBase(to, name), osId, matched: true }));
      return view(db, id);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
