import { createHash } from 'node:crypto';
import { hasListFileExtension, listUploadFieldsSchema, listUploadMessages } from '@registry/core/list-upload';
import { UNMODERATED_LIST_STATUSES } from '@registry/core/list-status';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../adapters/file-storage.ts';
import { ApiError, badRequest, forbidden, notFound, zodFieldErrors, type FieldErrors } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { enqueue } from '../../jobs/queue.ts';
import { createRateLimiter } from '../api-limits/rate-limiter.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { isFeatureActive } from '../feature-flags/queries.ts';
import { mapColumns } from './list-columns.ts';
import { ListFileError } from './list-file-error.ts';
import { storedFileOr404 } from '../../http/stored-file.ts';
import { LIST_JOB_ATTEMPTS } from './list-job-types.ts';
import { listView, type ListView } from './list-view.ts';
import { enqueueProcessing, listJobOwner } from './parse-list.ts';
import {
  findContributorSettings,
  findList,
  insertList,
  listsOfContributor,
  setListFileKey,
  setListStatus,
  statusCounts,
  type ListRecord,
} from './queries.ts';
import { openListFile } from './read-list-file.ts';

export interface UploadForm {
  fields: Record<string, string>;
  file: { fileName: string; content: Buffer; truncated: boolean } | null;
}

export interface ListServiceDeps {
  db: Db;
  files: FileStorage;
  productName: string;
  maxUploadBytes: number;
  autoApproveLists: boolean;
  /** Uploads one account may make (counted when accepted, across every server process). */
  uploadLimits: { perMinute: number; perDay: number };
}

export const maintenanceMessage = (productName: string) =>
  `${productName} is undergoing maintenance and not accepting new data at the moment. Please try again in a few minutes.`;

/** What is wrong with an uploaded list file before it is opened (missing, not .csv/.xlsx, too large, empty), or null. */
export function uploadedFileProblem(file: UploadForm['file'], maxUploadBytes: number): string | null {
  if (!file || !file.fileName) return listUploadMessages.fileMissing;
  if (!hasListFileExtension(file.fileName)) return listUploadMessages.fileType;
  if (file.truncated) return listUploadMessages.fileTooLarge(maxUploadBytes);
  if (file.content.length === 0) return listUploadMessages.fileEmpty;
  return null;
}

/** A storage key from the list id and a tame version of the file name. */
const fileKeyOf = (listId: number, fileName: string) =>
  `lists/${listId}/${
    fileName
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^[._]+/, '')
      .slice(-120) || 'list'
  }`;

export function createListService(deps: ListServiceDeps) {
  const { db } = deps;
  const uploadCounter = createRateLimiter(db);

  /** Counts an accepted upload of the account, or refuses it (429) past the account's limits. */
  async function countUpload(contributorId: number): Promise<void> {
    const { perMinute, perDay } = deps.uploadLimits;
    const decision = await uploadCounter.take(`list-upload:${contributorId}`, false, {
      perMinute,
      perDay,
      writesPerMinute: Infinity,
    });
    if (!decision.ok)
      throw new ApiError(429, listUploadMessages.tooManyUploads(perMinute, perDay, decision.retryAfter));
  }

  async function view(list: ListRecord): Promise<ListView> {
    return listView(list, (await statusCounts(db, [list.id])).get(list.id) ?? {});
  }

  /** Owners see their lists; staff and moderators every list; others only public ones once approved (else 404). */
  async function visibleList(user: RequestUser | null, listId: number): Promise<ListRecord> {
    const list = await findList(db, listId);
    const isPublic = list?.is_public && !UNMODERATED_LIST_STATUSES.includes(list.status);
    const canSee =
      list && (list.contributor_id === user?.contributorId || user?.isSuperuser || user?.isModerationMode || isPublic);
    if (!list || !canSee) throw notFound();
    return list;
  }

  async function checkFile(form: UploadForm, errors: FieldErrors): Promise<void> {
    const file = form.file;
    const problem = uploadedFileProblem(file, deps.maxUploadBytes);
    if (problem || !file) return void (errors.file = [problem ?? listUploadMessages.fileMissing]);
    try {
      // Only the header is read here; the whole file is checked (unpacked sizes, CRCs) on opening.
      const opened = await openListFile(file.fileName, file.content);
      await opened.close();
      if (mapColumns(opened.header).missing.length) errors.file = [listUploadMessages.columnsMissing];
    } catch (error) {
      if (!(error instanceof ListFileError)) throw error;
      errors.file = [error.message];
    }
  }

  return {
    view,

    async upload(user: RequestUser & { contributorId: number }, form: UploadForm): Promise<ListView> {
      if (await isFeatureActive(db, 'disable_list_uploading'))
        throw new ApiError(503, maintenanceMessage(deps.productName));
      const parsed = listUploadFieldsSchema.safeParse(form.fields);
      const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error.issues);
      await checkFile(form, errors);
      if (parsed.success && parsed.data.replaces !== null) {
        const replaced = await findList(db, parsed.data.replaces);
        if (
          !replaced ||
          replaced.contributor_id !== user.contributorId ||
          replaced.status === 'REPLACED' ||
          !replaced.is_active
        ) {
          errors.replaces = [listUploadMessages.replacesInvalid];
        }
      }
      if (!parsed.success || Object.keys(errors).length) throw badRequest(errors);
      await countUpload(user.contributorId);
      const { name, description, replaces } = parsed.data;
      const file = form.file!;
      const settings = await findContributorSettings(db, user.contributorId);
      const approved = deps.autoApproveLists || settings.auto_approve_lists;
      const list = await db.transaction().execute(async (trx) => {
        const created = await insertList(trx, {
          contributor_id: user.contributorId,
          name,
          description,
          file_name: file.fileName.slice(-200),
          file_key: 'pending',
          file_size: file.content.length,
          file_sha256: createHash('sha256').update(file.content).digest('hex'),
          header: [],
          status: approved ? 'APPROVED' : 'PENDING',
          status_changed_at: approved ? new Date() : null,
          match_responsibility: settings.list_match_responsibility,
          replaces_id: replaces,
        });
        const fileKey = fileKeyOf(created.id, file.fileName);
        // Stored before the commit: a list row never points at a file that is not there.
        await deps.files.put(fileKey, file.content);
        await setListFileKey(trx, created.id, fileKey);
        await enqueue(
          trx,
          'lists.parse',
          { listId: created.id },
          { dedupeKey: `lists.parse:${created.id}`, maxAttempts: LIST_JOB_ATTEMPTS, owner: listJobOwner(created) },
        );
        return { ...created, file_key: fileKey };
      });
      return view(list);
    },

    async listsOf(user: RequestUser, contributorId: number | undefined): Promise<ListView[]> {
      const target = contributorId ?? user.contributorId;
      if (target === null) return [];
      if (target !== user.contributorId && !user.isSuperuser) throw forbidden();
      const lists = await listsOfContributor(db, target);
      const counts = await statusCounts(
        db,
        lists.map((list) => list.id),
      );
      return lists.map((list) => listView(list, counts.get(list.id) ?? {}));
    },

    async get(user: RequestUser | null, listId: number): Promise<ListView> {
      return view(await visibleList(user, listId));
    },

    async file(user: RequestUser, listId: number): Promise<{ fileName: string; content: Buffer }> {
      const list = await visibleList(user, listId);
      if (list.contributor_id !== user.contributorId && !user.isSuperuser && !user.isModerationMode) throw notFound();
      return { fileName: list.file_name, content: await storedFileOr404(deps.files, list.file_key) };
    },

    /** Superusers approve a pending list: it is geocoded and matched (once its rows are read). */
    async approve(user: RequestUser, listId: number): Promise<ListView> {
      await db.transaction().execute(async (trx) => {
        const list = await findList(trx, listId, { lock: true });
        if (!list) throw notFound();
        if (list.status !== 'PENDING') throw badRequest({ non_field_errors: ['Only a pending list can be approved.'] });
        await setListStatus(trx, listId, { status: 'APPROVED', reason: '', userId: user.id });
        if (list.parsed_at) await enqueueProcessing(trx, list);
        await recordAudit(trx, {
          userId: user.id,
          action: 'list.approve',
          entityType: 'facility_list',
          entityId: String(listId),
          before: { status: list.status },
          after: { status: 'APPROVED' },
        });
      });
      return view((await findList(db, listId))!);
    },

    async reject(user: RequestUser, listId: number, reason: string): Promise<ListView> {
      await db.transaction().execute(async (trx) => {
        const list = await findList(trx, listId, { lock: true });
        if (!list) throw notFound();
        if (list.status !== 'PENDING') throw badRequest({ non_field_errors: ['Only a pending list can be rejected.'] });
        await setListStatus(trx, listId, { status: 'REJECTED', reason, userId: user.id });
        await recordAudit(trx, {
          userId: user.id,
          action: 'list.reject',
          entityType: 'facility_list',
          entityId: String(listId),
          before: { status: list.status },
          after: { status: 'REJECTED' },
          extra: { status_change_reason: reason },
        });
      });
      return view((await findList(db, listId))!);
    },
  };
}

export type ListService = ReturnType<typeof createListService>;
