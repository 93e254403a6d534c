// Geocoding accuracy of the offline gazetteer on every anchor fixture row that has true
// coordinates (lat/lng columns of ../shared/fixtures/anchor-lists/compliance and /geocoded), by
// country and by the precision each row got. `compliance` alone is the set the first figures were
// taken on (932 rows); `all` adds the second folder's rows.
// Against overfitting, the compliance files are split in two halves by name order: rules are tuned
// on `train` (the even files) and checked on `check` (the odd ones).
// A row more than 100 km off whose point is within 25 km of another row of the same address is
// counted apart (farAtAnotherRowsPoint): the fixtures give that address two points far apart.
// GEOCODING_EVAL_VERBOSE=1 lists every row more than 25 km off on stderr;
// GEOCODING_EVAL_DUMP=<file> writes every row (half, distance, precision, place, address) as TSV.
import fs from 'node:fs';
import path from 'node:path';
import { GEOCODE_PRECISIONS, placesTheAddress, type GeocodePrecision } from '@registry/core/geocode-precision';
import { placeAddress } from '../apps/server/src/modules/geocoding/offline.ts';
import { distanceKm } from '../apps/server/src/modules/matching/score.ts';
import { ANCHOR_LISTS_DIR, readAnchorRows, type AnchorRow } from './anchor-lists.ts';

const FOLDERS = ['compliance', 'geocoded'] as const;
/** A row's fixture coordinates are disputed when the same address stands elsewhere in the fixtures by more than this. */
const DISPUTED_KM = 100;
/** A far row placed this near where another row of the same address stands agrees with the fixtures' other point. */
const TWIN_KM = 25;

export interface AccuracyFigures {
  rows: number;
  /** Given a point of any precision (garbage gets none). */
  placedPercent: number;
  within5KmPercent: number;
  within25KmPercent: number;
  over100KmPercent: number;
  /** More than 100 km off while claiming a town, a postal code or the address: the dishonest far results. */
  over100KmClaimingLocalityPercent: number;
  medianErrorKm: number | null;
}

export interface GeocodingSetReport extends AccuracyFigures {
  /** Rows whose address stands elsewhere (> 100 km) in the fixtures too: their "true" point is in doubt. */
  disputedRows: number;
  /**
   * Rows more than 100 km off at town precision or better whose point is within 25 km of another
   * fixture row of the same address: no geocoder can be right about both.
   */
  farAtAnotherRowsPoint: number;
  undisputed: AccuracyFigures;
  byPrecision: Record<string, AccuracyFigures>;
  byCountry: Record<string, AccuracyFigures & { precisions: Partial<Record<GeocodePrecision | 'none', number>> }>;
}

/** One half of the compliance rows: all of them and those whose coordinates are not disputed. */
export interface HalfFigures extends AccuracyFigures {
  files: number;
  undisputed: AccuracyFigures;
}

export interface GeocodingReport {
  compliance: GeocodingSetReport;
  /** The compliance files split by name order: `train` the even ones, `check` the odd ones. */
  halves: { train: HalfFigures; check: HalfFigures };
  all: GeocodingSetReport;
  rowsPerSecond: number;
}

interface Outcome {
  row: AnchorRow;
  precision: GeocodePrecision | 'none';
  /** The gazetteer place the row was put at. */
  placeName: string;
  errorKm: number;
  disputed: boolean;
  /** Placed within TWIN_KM of another row of the same address. */
  atAnotherRowsPoint: boolean;
}

type Half = 'train' | 'check';

function figures(outcomes: Outcome[]): AccuracyFigures {
  const share = (count: number) => Number(((100 * count) / Math.max(outcomes.length, 1)).toFixed(1));
  const errors = outcomes.map((o) => o.errorKm).sort((a, b) => a - b);
  const median = errors[Math.floor(errors.length / 2)];
  return {
    rows: outcomes.length,
    placedPercent: share(outcomes.filter((o) => o.precision !== 'none').length),
    within5KmPercent: share(errors.filter((e) => e <= 5).length),
    within25KmPercent: share(errors.filter((e) => e <= 25).length),
    over100KmPercent: share(errors.filter((e) => e > 100 && e !== Infinity).length),
    over100KmClaimingLocalityPercent: share(
      outcomes.filter((o) => o.errorKm > 100 && o.precision !== 'none' && placesTheAddress(o.precision)).length,
    ),
    medianErrorKm: median === undefined || median === Infinity ? null : Number(median.toFixed(1)),
  };
}

function setReport(outcomes: Outcome[]): GeocodingSetReport {
  const groupBy = (key: (o: Outcome) => string) => {
    const groups = new Map<string, Outcome[]>();
    for (const outcome of outcomes) {
      const list = groups.get(key(outcome));
      if (list) list.push(outcome);
      else groups.set(key(outcome), [outcome]);
    }
    return [...groups].sort((a, b) => b[1].length - a[1].length);
  };
  return {
    ...figures(outcomes),
    disputedRows: outcomes.filter((o) => o.disputed).length,
    farAtAnotherRowsPoint: outcomes.filter(
      (o) => o.atAnotherRowsPoint && o.errorKm > 100 && o.precision !== 'none' && placesTheAddress(o.precision),
    ).length,
    undisputed: figures(outcomes.filter((o) => !o.disputed)),
    byPrecision: Object.fromEntries(
      [...GEOCODE_PRECISIONS, 'none' as const].flatMap((precision) => {
        const group = outcomes.filter((o) => o.precision === precision);
        return group.length ? [[precision, figures(group)]] : [];
      }),
    ),
    byCountry: Object.fromEntries(
      groupBy((o) => o.row.country).map(([country, group]) => {
        const precisions: Partial<Record<GeocodePrecision | 'none', number>> = {};
        for (const { precision } of group) precisions[precision] = (precisions[precision] ?? 0) + 1;
        return [country, { ...figures(group), precisions }];
      }),
    ),
  };
}

const addressKey = (row: AnchorRow) => `${row.country}|${row.address.toLowerCase().replace(/\s+/g, ' ')}`;

export function geocodingEval(dir = ANCHOR_LISTS_DIR): GeocodingReport | { skipped: string } {
  const folders = FOLDERS.filter((folder) => fs.existsSync(path.join(dir, folder)));
  if (!folders.includes('compliance')) return { skipped: `${path.join(dir, 'compliance')} not found` };
  const rowsOf = Object.fromEntries(folders.map((folder) => [folder, readAnchorRows(path.join(dir, folder))]));
  const pointsOf = new Map<string, AnchorRow[]>();
  for (const row of Object.values(rowsOf).flat()) {
    const key = addressKey(row);
    pointsOf.set(key, [...(pointsOf.get(key) ?? []), row]);
  }
  // Rows per second once loaded: every country's index is built on its first geocode, before the clock starts.
  for (const country of new Set(
    Object.values(rowsOf)
      .flat()
      .map((row) => row.country),
  ))
    placeAddress('warm up', country);
  const started = performance.now();
  let placements = 0;
  const outcomesOf = (rows: AnchorRow[]) =>
    rows.map((row): Outcome => {
      placements++;
      const placement = placeAddress(row.address, row.country);
      const errorKm = placement ? distanceKm(row.lat, row.lng, placement.place.lat, placement.place.lng) : Infinity;
      const others = pointsOf.get(addressKey(row))!;
      const disputed = others.some((other) => distanceKm(row.lat, row.lng, other.lat, other.lng) > DISPUTED_KM);
      const atAnotherRowsPoint =
        placement !== undefined &&
        others.some(
          (other) =>
            distanceKm(row.lat, row.lng, other.lat, other.lng) > DISPUTED_KM &&
            distanceKm(placement.place.lat, placement.place.lng, other.lat, other.lng) <= TWIN_KM,
        );
      if (process.env.GEOCODING_EVAL_VERBOSE && errorKm > 25)
        console.error(
          `${Math.round(errorKm)} km\t${row.country}\t${placement ? `${placement.precision}:${placement.place.name}` : 'none'}${disputed ? '\tdisputed' : ''}\t${row.address}`,
        );
      return {
        row,
        precision: placement?.precision ?? 'none',
        placeName: placement?.place.name ?? '',
        errorKm,
        disputed,
        atAnotherRowsPoint,
      };
    });
  const compliance = outcomesOf(rowsOf.compliance!);
  const geocoded = rowsOf.geocoded ? outcomesOf(rowsOf.geocoded) : [];
  const all = [...compliance, ...geocoded];
  const seconds = (performance.now() - started) / 1000;
  const halfOf = halvesOf(rowsOf.compliance!);
  const half = (which: Half): HalfFigures => {
    const outcomes = compliance.filter((o) => halfOf.get(o.row.file) === which);
    return {
      files: [...halfOf.values()].filter((h) => h === which).length,
      ...figures(outcomes),
      undisputed: figures(outcomes.filter((o) => !o.disputed)),
    };
  };
  if (process.env.GEOCODING_EVAL_DUMP)
    dumpRows(process.env.GEOCODING_EVAL_DUMP, [
      ...compliance.map((o) => ({ set: halfOf.get(o.row.file)!, outcome: o })),
      ...geocoded.map((o) => ({ set: 'geocoded', outcome: o })),
    ]);
  return {
    compliance: setReport(compliance),
    halves: { train: half('train'), check: half('check') },
    all: setReport(all),
    rowsPerSecond: Math.round(placements / seconds),
  };
}

/** Each compliance file's half: the even ones in name order train, the odd ones check. */
function halvesOf(rows: AnchorRow[]): Map<string, Half> {
  const files = [...new Set(rows.map((row) => row.file))].sort();
  return new Map(files.map((file, i) => [file, i % 2 === 0 ? 'train' : 'check']));
}

/** Every row as a line of TSV, the farthest first within its set, to read each miss with its distance. */
function dumpRows(file: string, rows: { set: string; outcome: Outcome }[]): void {
  const km = (value: number) => (value === Infinity ? 'none' : value.toFixed(1));
  const lines = rows
    .sort((a, b) => a.set.localeCompare(b.set) || b.outcome.errorKm - a.outcome.errorKm)
    .map(({ set, outcome: { row, precision, placeName, errorKm, disputed } }) =>
      [
        set,
        km(errorKm),
        precision,
        placeName,
        disputed ? 'disputed' : '',
        row.country,
        `${row.lat},${row.lng}`,
        row.file,
        row.address.replace(/\s+/g, ' '),
      ].join('\t'),
    );
  fs.writeFileSync(
    file,
    ['set\tkm\tprecision\tplace\tdisputed\tcountry\ttrue point\tfile\taddress', ...lines].join('\n') + '\n',
  );
}

/** The report as lines users can read: one per country and one per precision, per set. */
export function geocodingRows(report: GeocodingReport | { skipped: string } | string): string[] {
  if (typeof report === 'string' || 'skipped' in report) return [`geocoding: ${JSON.stringify(report)}`];
  const cells = (f: AccuracyFigures) =>
    `${String(f.rows).padStart(5)} ${`${f.placedPercent}`.padStart(6)} ${`${f.within5KmPercent}`.padStart(6)} ${`${f.within25KmPercent}`.padStart(6)} ${`${f.over100KmPercent}`.padStart(7)} ${`${f.over100KmClaimingLocalityPercent}`.padStart(8)}  ${f.medianErrorKm ?? '-'}`;
  const header = `  ${'rows of'.padEnd(22)} ${'rows'.padStart(5)} ${'placed'.padStart(6)} ${'≤5km'.padStart(6)} ${'≤25km'.padStart(6)} ${'>100km'.padStart(7)} ${'>100,loc'.padStart(8)}  median km (percentages of rows)`;
  const lines = [`geocoding (offline gazetteer, ${report.rowsPerSecond} rows/s):`];
  lines.push('compliance halves (train: even files in name order, check: odd ones)', header);
  for (const [name, half] of Object.entries(report.halves))
    lines.push(
      `  ${`${name} (${half.files} files)`.padEnd(22)} ${cells(half)}`,
      `  ${`${name} undisputed`.padEnd(22)} ${cells(half.undisputed)}`,
    );
  for (const [name, set] of [
    ['compliance', report.compliance],
    ['all fixture rows', report.all],
  ] as const) {
    lines.push(
      `${name}: ${set.disputedRows} rows with disputed coordinates; ${set.farAtAnotherRowsPoint} rows >100 km off at town precision lie within ${TWIN_KM} km of another row of the same address`,
      header,
    );
    lines.push(`  ${'all'.padEnd(22)} ${cells(set)}`, `  ${'undisputed'.padEnd(22)} ${cells(set.undisputed)}`);
    for (const [precision, f] of Object.entries(set.byPrecision))
      lines.push(`  ${`precision ${precision}`.padEnd(22)} ${cells(f)}`);
    for (const [country, f] of Object.entries(set.byCountry)) {
      const precisions = Object.entries(f.precisions)
        .map(([p, n]) => `${p} ${n}`)
        .join(', ');
      lines.push(`  ${`country ${country}`.padEnd(22)} ${cells(f)}  [${precisions}]`);
    }
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = geocodingEval();
  console.log(JSON.stringify(report, null, 2));
  console.error(geocodingRows(report).join('\n'));
}
