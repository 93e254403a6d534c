import type { benchFirstVisit } from './first-visit.ts';
import type { Summary } from './stats.ts';
import { geocodingRows } from './geocoding-eval.ts';

/** The parts of a database's report the table shows. */
interface DatabaseReport {
  facilities: number;
  requestsMs: Record<string, Summary>;
  searchPerFilter: Record<string, { count: number; apiMs: Summary; sqlMs: Summary; apiToSqlP50: number }>;
  tiles: Record<string, { coldMs: Summary; warmMs: Summary }>;
  candidateRecall: {
    recallAsWritten: number;
    recallAddressReworded: number;
    recallWithTypo: number;
    searchMs: Summary;
  };
  listPipeline: { rows: number; totalSeconds: number; match: { rowsPerSecond: number } } | string;
}

const cell = (value: string | number, width: number) => String(value).padStart(width);
const ms = (s: Summary) => [s.p50, s.p95, s.p99].map((v) => cell(v, 8)).join('');

function databaseRows(label: string, report: DatabaseReport | string | { skipped: string }): string[] {
  if (typeof report === 'string' || 'skipped' in report)
    return [`${label}: ${typeof report === 'string' ? report : report.skipped}`];
  const lines = [
    `${label} (${report.facilities.toLocaleString('en')} facilities)     p50 ms  p95 ms  p99 ms   API/SQL`,
  ];
  for (const [name, s] of Object.entries(report.requestsMs)) lines.push(`  ${name.padEnd(34)}${ms(s)}`);
  for (const [name, s] of Object.entries(report.searchPerFilter))
    lines.push(`  search: ${name.padEnd(26)}${ms(s.apiMs)}${cell(s.apiToSqlP50, 10)}`);
  for (const [name, s] of Object.entries(report.tiles)) lines.push(`  ${`${name} (cold)`.padEnd(34)}${ms(s.coldMs)}`);
  const recall = report.candidateRecall;
  lines.push(
    `  matcher candidates: the facility found as written ${recall.recallAsWritten}, at an address written differently ${recall.recallAddressReworded}, with a typo ${recall.recallWithTypo} (${ms(recall.searchMs).trim()} ms)`,
  );
  const list = report.listPipeline;
  lines.push(
    typeof list === 'string'
      ? `  list pipeline: ${list}`
      : `  list pipeline: ${list.rows} rows in ${list.totalSeconds} s (match ${list.match.rowsPerSecond} rows/s)`,
  );
  return lines;
}

/**
 * The kind of evaluation case whose automatic matches are least often right, with that precision
 * (of kinds with true matches: in a kind of non-matches only, one wrong match makes it 0).
 */
function lowestPrecision(byKind: Record<string, { automaticPrecision: number; trueMatches: number }>): string {
  const withMatches = Object.entries(byKind).filter(([, figures]) => figures.trueMatches > 0);
  const [kind, figures] = withMatches.sort(([, a], [, b]) => a.automaticPrecision - b.automaticPrecision)[0] ?? [
    'none',
    { automaticPrecision: 1 },
  ];
  return `${figures.automaticPrecision}, ${kind}`;
}

interface MatchingQuality {
  defaults: { automaticPrecision: number; recall: number; reviewShare: number };
  byKind: Record<string, { automaticPrecision: number; trueMatches: number }>;
}

const matchingRow = (label: string, matching: MatchingQuality) =>
  `${label}: precision ${matching.defaults.automaticPrecision} (lowest of a kind ${lowestPrecision(matching.byKind)}), recall ${matching.defaults.recall}, review share ${matching.defaults.reviewShare}`;

type FirstVisitReport = Exclude<Awaited<ReturnType<typeof benchFirstVisit>>, { skipped: string }>;

function firstVisitRows(report: FirstVisitReport | string | { skipped: string }): string[] {
  if (typeof report === 'string' || 'skipped' in report)
    return [`first visit: ${typeof report === 'string' ? report : report.skipped}`];
  const { searchCold: sc, searchWarm: sw, facilityCold: fc, facilityWarm: fw } = report;
  return [
    `first visit (${report.network.downloadKbit} kbit/s, ${report.network.latencyMs} ms; median of ${report.runs}): up-front ${report.upFrontKiB} KiB, a page of 50 results ${report.searchPageOf50Bytes} B (${report.searchPageOf50Encoding})`,
    `  search cold: results ${sc.ms.resultsMs.median} ms, map grid ${sc.ms.mapGridMs.median} ms, ${sc.totalKiB} KiB; warm: results ${sw.ms.resultsMs.median} ms, map grid ${sw.ms.mapGridMs.median} ms, static assets re-downloaded ${sw.staticAssetKiB} KiB`,
    `  facility cold: name ${fc.ms.nameMs.median} ms, ${fc.totalKiB} KiB; warm: name ${fw.ms.nameMs.median} ms, static assets re-downloaded ${fw.staticAssetKiB} KiB`,
  ];
}

/** The report's headline figures as a short table on stderr (the JSON stays on stdout). */
export function printTable(report: {
  embedded: unknown;
  postgres: unknown;
  downloads: unknown;
  matching: (MatchingQuality & { atScale?: MatchingQuality & { database: string; facilities: number } }) | string;
  geocoding: unknown;
  gazetteerLoad: unknown;
  firstVisit: unknown;
  responsiveness: unknown;
}) {
  const matching = report.matching;
  const lines = [
    ...databaseRows('embedded', report.embedded as DatabaseReport | string),
    ...databaseRows('PostgreSQL', report.postgres as DatabaseReport | string),
    `downloads: ${JSON.stringify(report.downloads)}`,
    ...(typeof matching === 'string'
      ? [`matching: ${matching}`]
      : [
          matchingRow('matching', matching),
          ...(matching.atScale
            ? [
                matchingRow(
                  `matching on ${matching.atScale.database} (${matching.atScale.facilities.toLocaleString('en')} facilities)`,
                  matching.atScale,
                ),
              ]
            : []),
        ]),
    ...geocodingRows(report.geocoding as Parameters<typeof geocodingRows>[0]),
    `gazetteer load: ${JSON.stringify(report.gazetteerLoad)}`,
    ...firstVisitRows(report.firstVisit as FirstVisitReport | string | { skipped: string }),
    `responsiveness: ${JSON.stringify(report.responsiveness)}`,
  ];
  console.error(`\n${lines.join('\n')}`);
}
