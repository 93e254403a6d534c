import { countryName } from '@registry/core/countries';
import { duplicateReportMessages } from '@registry/core/duplicate-reports';
import type { Mailer, MailMessage } from '../../adapters/mailer.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import * as q from './queries.ts';

type FacilitySummary = NonNullable<Awaited<ReturnType<typeof q.findFacilitySummary>>>;

interface MessageInput {
  to: string;
  productName: string;
  publicUrl: string;
  facility: FacilitySummary;
  duplicateOf: FacilitySummary;
  reporter: string;
  note: string;
}

const describe = (facility: FacilitySummary, publicUrl: string) => [
  `${facility.name} (${facility.os_id})`,
  `${facility.address}, ${countryName(facility.country_code) ?? facility.country_code}`,
  `${publicUrl}/facilities/${facility.os_id}`,
];

/** To the registry's team: both facilities, who reported them, and the merge tool opened on the pair's target. */
export function duplicateReportMessage(input: MessageInput): MailMessage {
  const { facility, duplicateOf, publicUrl } = input;
  return {
    to: input.to,
    subject: `${input.productName}: ${facility.os_id} reported as a duplicate of ${duplicateOf.os_id}`,
    text: [
      `${input.reporter} reports that this facility:`,
      ...describe(facility, publicUrl),
      '',
      'is the same production location as:',
      ...describe(duplicateOf, publicUrl),
      '',
      ...(input.note ? [`Note: ${input.note}`, ''] : []),
      `Merge them: ${publicUrl}/dashboard/mergefacilities?osID=${duplicateOf.os_id}`,
    ].join('\n'),
  };
}

/**
 * 'Report as Duplicate': both OS IDs must name existing, different facilities (a historical ID counts
 * as the facility it leads to); the report goes to SUPPORT_EMAIL through the mailer.
 */
export function createDuplicateReportService(deps: {
  db: Db;
  mailer: Mailer;
  supportEmail: string;
  productName: string;
  publicUrl: string;
}) {
  return {
    async report(
      user: RequestUser,
      osId: string,
      body: { duplicate_of: string; note: string },
    ): Promise<{ detail: string }> {
      const facility = await q.findFacilitySummary(deps.db, osId);
      if (!facility) throw notFound();
      const duplicateOf = await q.findFacilitySummary(deps.db, body.duplicate_of);
      if (!duplicateOf)
        throw badRequest(
          { duplicate_of: [duplicateReportMessages.unknownFacility] },
          duplicateReportMessages.unknownFacility,
        );
      if (duplicateOf.os_id === facility.os_id)
        throw badRequest(
          { duplicate_of: [duplicateReportMessages.sameFacility] },
          duplicateReportMessages.sameFacility,
        );
      const organisation =
        user.contributorId === null ? null : await q.findContributorName(deps.db, user.contributorId);
      await deps.mailer.send(
        duplicateReportMessage({
          to: deps.supportEmail,
          productName: deps.productName,
          publicUrl: deps.publicUrl,
          facility,
          duplicateOf,
          reporter: organisation ? `${user.email} (${organisation})` : user.email,
          note: body.note,
        }),
      );
      return { detail: duplicateReportMessages.reported };
    },
  };
}
