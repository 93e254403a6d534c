import type { DownloadContext } from '@registry/core/download-limits';
import type { Db } from '../../db/database.ts';
import { ApiError, badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { countExport, contributorNames, exportBatch, prepareExport, previousPageStart } from './export-queries.ts';
import { pageLinks } from '../../http/page-links.ts';
import type { SearchParams } from '../search/index.ts';
import { isFeatureActive } from '../feature-flags/queries.ts';
import { findDownloadLog, findRecentDownload, hasEmbedLevel } from './allowance-queries.ts';
import type { AllowanceService } from './allowance-service.ts';
import { DOWNLOAD_HEADERS, downloadRow } from './download-columns.ts';
import { filtersKey, parseLoggedPath, type DownloadRequest } from './download-params.ts';
import { DOWNLOAD_FILES, exportStream } from './export-stream.ts';

/** Next pages of a download are served for this long after its first page. */
const PAGES_VALID_MS = 24 * 60 * 60 * 1000;

/** Downloads of one's own contributor's data are free (spec part 1 §6). */
const isSameContributor = (user: RequestUser | null, search: SearchParams) =>
  !!user &&
  user.contributorId !== null &&
  search.contributors.length === 1 &&
  search.contributors[0] === user.contributorId;

export function createDownloadService(deps: { db: Db; allowance: AllowanceService; publicUrl: string }) {
  const { db, allowance, publicUrl } = deps;

  /** The flags of the decision; an embedded download must name one contributor that has an embed. */
  async function contextFor(user: RequestUser | null, search: SearchParams, count: number): Promise<DownloadContext> {
    if (search.embed) {
      const [contributor] = search.contributors;
      if (search.contributors.length !== 1 || !(await hasEmbedLevel(db, contributor!))) {
        throw badRequest({ contributors: ['Embedded map downloads need the one contributor whose map is embedded.'] });
      }
    }
    return {
      count,
      isEmbedded: search.embed,
      isPrivateInstance: await isFeatureActive(db, 'private_instance'),
      isSameContributor: isSameContributor(user, search),
    };
  }

  /** The download's page after `after` (its first page when null). */
  function pageUrl(path: string, after: string | null, downloadId: number) {
    const url = new URL(path, 'http://localhost');
    url.searchParams.delete('page');
    url.searchParams.delete('after');
    if (after !== null) url.searchParams.set('after', after);
    url.searchParams.set('download', String(downloadId));
    return `${url.pathname}${url.search}`;
  }

  async function page(
    path: string,
    request: DownloadRequest,
    query: Awaited<ReturnType<typeof prepareExport>>,
    downloadId: number,
    count: number,
  ) {
    // One row more than the page tells whether a next page exists.
    const [rows, previousStart] = await Promise.all([
      exportBatch(db, query, request.after ?? null, request.pageSize + 1),
      request.after === undefined ? undefined : previousPageStart(db, query, request.after, request.pageSize),
    ]);
    const pageRows = rows.slice(0, request.pageSize);
    const names = await contributorNames(db, [...new Set(pageRows.flatMap((row) => row.public_contributor_ids))]);
    const last = pageRows.at(-1);
    const { nextPageURL, next, previous } = pageLinks(
      publicUrl,
      rows.length > request.pageSize && last ? pageUrl(path, last.os_id, downloadId) : null,
      previousStart === undefined ? null : pageUrl(path, previousStart, downloadId),
    );
    return {
      count,
      next,
      previous,
      nextPageURL,
      results: { headers: [...DOWNLOAD_HEADERS], rows: pageRows.map((row) => downloadRow(row, names)) },
    };
  }

  return {
    /** First page: the whole result is charged once; next pages carry the download's id. */
    async pages(user: RequestUser | null, request: DownloadRequest, path: string) {
      const query = await prepareExport(db, request.search);
      if (request.download === undefined) {
        const count = await countExport(db, query);
        const context = await contextFor(user, request.search, count);
        const { logId } = await allowance.charge({
          user,
          context,
          path,
          filtersKey: request.filtersKey,
          source: 'pages',
        });
        return page(path, request, query, logId, count);
      }
      const log = await findDownloadLog(db, request.download);
      if (!log) throw notFound('No download was found for that id.');
      if (log.user_id !== (user?.id ?? null)) throw forbidden('This download was started by another account.');
      if (log.filters_key !== request.filtersKey)
        throw badRequest({ non_field_errors: ['The filters differ from those of this download.'] });
      if (Date.now() - log.created_at.getTime() > PAGES_VALID_MS) {
        throw new ApiError(410, 'This download has expired. Start the download again.');
      }
      return page(path, request, query, log.id, log.record_count);
    },

    /** The whole result as one file, charged before the first byte and streamed batch by batch. */
    async export(user: RequestUser | null, request: DownloadRequest & { format: 'csv' | 'xlsx' }, path: string) {
      const query = await prepareExport(db, request.search);
      const count = await countExport(db, query);
      const context = await contextFor(user, request.search, count);
      await allowance.charge({ user, context, path, filtersKey: request.filtersKey, source: 'export' });
      return { count, ...DOWNLOAD_FILES[request.format], stream: exportStream(request.format, db, query) };
    },

    /**
     * POST /api/log-download/: the server counts the path's result itself (a client's count is
     * never trusted). A download whose pages or file were served in the last day is charged
     * already and is only confirmed; any other is charged now like a first page.
     */
    async log(user: RequestUser | null, path: string, clientCount: number) {
      const search = parseLoggedPath(path);
      const key = filtersKey(search);
      const query = await prepareExport(db, search);
      const count = await countExport(db, query);
      if (user) {
        const recent = await findRecentDownload(db, user.id, key, new Date(Date.now() - PAGES_VALID_MS));
        if (recent)
          return {
            status: 200 as const,
            body: logAnswer(recent.id, path, recent.record_count, clientCount, recent.is_free),
          };
      }
      const context = await contextFor(user, search, count);
      const charged = await allowance.charge({ user, context, path, filtersKey: key, source: 'client' });
      return { status: 201 as const, body: logAnswer(charged.logId, path, count, clientCount, charged.isFree) };
    },
  };
}

const logAnswer = (id: number, path: string, count: number, clientCount: number, isFree: boolean) => ({
  id,
  path,
  record_count: count,
  reported_record_count: clientCount,
  is_free: isFree,
});
