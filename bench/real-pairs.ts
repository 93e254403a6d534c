// A hand-labelled set of pairs from the anchor's real lists (../shared/fixtures/anchor-lists):
// the same factory as two lists wrote it, and look-alikes that are not one factory (another
// unit, branch, town or building of one company), found and labelled by reading the rows.
// Rows are named by list file and record number (1-based, header not counted), so that nothing
// of the fixtures is copied here. Matched as the pipeline would: side `a` registered (beside a
// demo seed), side `b` a list row. Made so that the matcher is not tuned to its own generator.
import fs from 'node:fs';
import path from 'node:path';
import { findCountryCode } from '@registry/core/countries';
import { ANCHOR_LISTS_DIR, readListRecords } from './anchor-lists.ts';

export interface RealPair {
  a: string;
  b: string;
  /** One factory (true), or look-alikes that must not be matched automatically (false). */
  same: boolean;
  /** Why, as read. */
  why: string;
}

const F17 = 'compliance/Fall 2017 Compliance List.csv';
const F18 = 'compliance/Fall 2018 Compliance List.csv';
const SP17 = 'compliance/Spring 2017 Apparel List.csv';
const SP19 = 'compliance/Spring 2019 Compliance List.csv';
const SU17 = 'compliance/Summer 2017 Compliance List.csv';
const SU18A = 'compliance/Summer 2018 Affiliate List.csv';
const SU19A = 'compliance/Summer 2019 Affiliate List.csv';
const SU19P = 'compliance/Summer 2019 Apparel List.csv';
const SU19C = 'compliance/Summer 2019 Compliance List.csv';
const W17A = 'compliance/Winter 2017 Affiliate List.csv';
const W17C = 'compliance/Winter 2017 Compliance List.csv';
const W18 = 'compliance/Winter 2018 Apparel List.csv';
const W19 = 'compliance/Winter 2019 Compliance List.csv';
const V2 = 'compliance/Winter 2019 Compliance List V2.csv';
const G4 = 'geocoded/4.csv';
const G6 = 'geocoded/6.csv';
const G7 = 'geocoded/7.csv';

const pair = (a: string, b: string, same: boolean, why: string): RealPair => ({ a, b, same, why });

export const REAL_PAIRS: RealPair[] = [
  // One factory, two lists.
  pair(`${F17}#3`, `${SU19P}#7`, true, 'same street address; the town in brackets in one name'),
  pair(`${F17}#7`, `${W17A}#4`, true, 'one name with its brackets moved; the address with the postal code'),
  pair(`${F17}#7`, `${V2}#13`, true, 'the address repeated with district and postal code'),
  pair(`${F17}#8`, `${SU19P}#19`, true, 'S.A. de C.V. added; the free zone named in one address'),
  pair(`${F17}#14`, `${W19}#43`, true, 'Semarang-Demak written as one; the address only the regency'),
  pair(`${F17}#29`, `${W19}#58`, true, 'MK2 unit of Makalot in Thanh Ha, Hai Duong, written as Makalot Vietnam'),
  pair(`${F18}#6`, `${W19}#27`, true, 'the legal form split into the address in one list'),
  pair(`${F18}#16`, `${W19}#40`, true, 'Zhongshan / Zhong Shan City, Knitting / Knitwear, No. 38 Changsheng'),
  pair(`${SP17}#28`, `${V2}#12`, true, 'XN10 / No. 10, Dai An Industrial Zone'),
  pair(`${SP17}#37`, `${V2}#10`, true, 'No. 233 Lane 1888 / No.233, Lane1888'),
  pair(`${SP17}#38`, `${V2}#64`, true, 'the district Guangzhou Panyu put before the name'),
  pair(`${SU17}#4`, `${V2}#113`, true, 'the village after a dash in one name; Baijia Industrial Park'),
  pair(`${SU17}#7`, `${W17C}#1`, true, 'AND / &, upper case'),
  pair(`${SU18A}#8`, `${V2}#14`, true, '1228 Huiping Road, Nanxiang, Jiading'),
  pair(`${SU18A}#17`, `${V2}#11`, true, 'S.A de C.V / SA de CV, KM 31.4'),
  pair(`${SU18A}#38`, `${SU19P}#43`, true, '5A Road, Nhon Trach 2; Vietnam in brackets in one name'),
  pair(`${SU19P}#59`, `${SU18A}#50`, true, 'Saigon II (written ll) / Saigon Two'),
  pair(`${SU19A}#47`, `${SU19P}#12`, true, 'No. 808, the third industry park, Guoyuan Town'),
  pair(`${SU19P}#18`, `${W17A}#6`, true, 'S.A. / S. A., Pol. A No. 3, accents'),
  pair(`${SU19P}#24`, `${V2}#9`, true, 'a second company in one name; Km 16.5, Parque Industrial Mixco Norte'),
  pair(`${SU19P}#33`, `${W18}#26`, true, 'S. de R.L. de C.V. / S DE Rl DE CV, one address'),
  pair(`${SU19P}#34`, `${G7}#19`, true, 'Textil / Textile, Km 124, Zona Franca, Chinandega'),
  pair(`${SU19C}#1`, `${SU19C}#53`, true, 'No. 8 Shuangbao West Road, Wenzhou misspelt in one'),
  pair(`${SU19C}#30`, `${W19}#32`, true, 'Oufeng, Muyu, Zeguo Town, Wenling'),
  pair(`${SU19C}#42`, `${SU19C}#58`, true, 'Bai Na / Baina, Oubei, Yongjia'),
  pair(`${SU19C}#42`, `${SU19C}#50`, true, 'Wenzhou added to the address'),
  pair(`${SU19C}#2`, `${SU19C}#74`, true, 'one stray character at the end of the address'),
  pair(`${W17C}#18`, `${V2}#15`, true, 'Zhuchneg / Zhucheng, outer / ourter ring'),
  // Look-alikes: one company, other places.
  pair(`${F17}#15`, `${W19}#42`, false, 'Glory Industrial Semarang II in the EPZ; the other in Bawen'),
  pair(`${F18}#29`, `${SU19C}#14`, false, 'one name, Xuyi City (Jiangsu) / Fengxian (Shanghai)'),
  pair(`${F18}#33`, `${SU19C}#70`, false, 'Master Garment in Huizhou / The Master in Putian'),
  pair(`${SP19}#12`, `${SP19}#13`, false, 'Smart Shirts KAT 1 / KAT 3'),
  pair(`${SU18A}#37`, `${SU18A}#40`, false, 'Maxport 6 / Maxport 5, other addresses'),
  pair(`${SU18A}#42`, `${SU18A}#43`, false, 'MXP8 / MXP1, other industrial clusters'),
  pair(`${SU18A}#44`, `${SU18A}#43`, false, 'MXP5 / MXP1'),
  pair(`${V2}#52`, `${SU18A}#50`, false, 'Pungkook Saigon III / II'),
  pair(`${SU19A}#33`, `${SU19A}#34`, false, 'Jeans Knit Unit 3 / Unit 4, other plots'),
  pair(`${SU19A}#60`, `${SU19A}#61`, false, 'Square Fashions in Bhaluka / Unit 2 in Gazipur'),
  pair(`${SU19A}#75`, `${SU19A}#76`, false, 'Easy On and its second branch, No. 9 / No. 6'),
  pair(`${W18}#17`, `${W18}#18`, false, 'Hanes Choloma Cutting, Edificio DF / Sewing 2, Edificio G'),
  pair(`${W17C}#13`, `${W19}#20`, false, 'Jiangyin Chenlong / Chenguang, other roads'),
  pair(`${W18}#2`, `${W18}#3`, false, 'Hanes France SAS TMD / CDF, other addresses in Autun'),
  pair(`${V2}#25`, `${V2}#250`, false, 'ACE Luggage in Songjiang / in Qingpu'),
  pair(`${V2}#44`, `${V2}#318`, false, 'Hirdaramani cutting at Ring Road 01 / the factory at Ring Road 02'),
  pair(`${V2}#48`, `${V2}#333`, false, 'Thai Daizo Aerosol 700/372 Moo 6 / (TDP) 700/413 Moo 1'),
  pair(`${V2}#87`, `${V2}#309`, false, 'Euro-pegaz 2 in Dabrowa Gornicza / the one in Osieczna'),
  pair(`${V2}#93`, `${V2}#194`, false, 'Nan Yang Garment 3 in Sampran / the one in Bangkok'),
  pair(`${V2}#130`, `${V2}#136`, false, 'Sheng Composite Tech, Huli / B-Sheng, Tongan'),
  pair(`${V2}#132`, `${V2}#143`, false, "Hongyao Socks' subsidiary factory, No. 42 / No. 88"),
  pair(`${W19}#1`, `${W19}#22`, false, 'AKH Apparels / AKH Fashions'),
  pair(`${W19}#47`, `${W19}#48`, false, 'Gimmill, Batu 3 1/2 / Gimmill B, Batu 4'),
  pair(`${W19}#50`, `${W19}#51`, false, 'Myanmar Solamoda / No. 2, other zones'),
  pair(`${G4}#34`, `${G4}#35`, false, 'Indigo Garments Workshop / BR-2, other plots'),
  pair(`${G6}#12`, `${G6}#18`, false, 'Confecciones Del Valle Cutting / Sewing, other buildings'),
  pair(`${SP17}#33`, `${SU18A}#46`, false, 'two factories of the Tan Thuan EPZ at one address'),
];

export interface RealRow {
  ref: string;
  country: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
}

/** The rows the pairs name, read from the fixtures (null when the folder is not there). */
export function readRealRows(): Map<string, RealRow> | null {
  if (!fs.existsSync(ANCHOR_LISTS_DIR)) return null;
  const files = new Set(REAL_PAIRS.flatMap((p) => [p.a, p.b]).map((ref) => ref.split('#')[0]!));
  const rows = new Map<string, RealRow>();
  for (const file of files) {
    readListRecords(path.join(ANCHOR_LISTS_DIR, file)).forEach((record, i) => {
      const ref = `${file}#${i + 1}`;
      rows.set(ref, {
        ref,
        country: findCountryCode(record.country ?? '') ?? '',
        name: (record.name ?? '').trim(),
        address: (record.address ?? '').trim(),
        lat: Number(record.lat),
        lng: Number(record.lng),
      });
    });
  }
  return rows;
}
