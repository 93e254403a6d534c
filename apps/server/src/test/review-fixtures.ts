import type { Db } from '../db/database.ts';
import { insertIndexed, withCheck } from './facility-fixtures.ts';

const dhaka = { country_code: 'BD', lat: 23.81, lng: 90.41 };

/** Known facilities that the rows of REVIEW_CSV match: one exactly, the others as close pairs. */
export const REVIEW_FACILITIES = {
  rainbow: withCheck('BD2024001AAAAA'),
  deltaA: withCheck('BD2024001BBBBB'),
  deltaB: withCheck('BD2024001CCCCC'),
  orchidA: withCheck('BD2024001DDDDD'),
  orchidB: withCheck('BD2024001EEEEE'),
  lotus: withCheck('BD2024001FFFFF'),
};

export async function insertReviewFacilities(db: Db) {
  const f = REVIEW_FACILITIES;
  await insertIndexed(db, [
    { os_id: f.rainbow, name: 'Rainbow Knitwear Ltd', address: 'Plot 5, Ashulia Road, Savar, Dhaka', ...dhaka },
    { os_id: f.deltaA, name: 'Delta Denim Washing Plant', address: 'Tongi Industrial Area, Gazipur', ...dhaka },
    { os_id: f.deltaB, name: 'Delta Denim Washing Plant 2', address: 'Tongi Industrial Area, Gazipur', ...dhaka },
    { os_id: f.orchidA, name: 'Orchid Sweaters Factory', address: 'Kashimpur Road, Konabari, Gazipur', ...dhaka },
    { os_id: f.orchidB, name: 'Orchid Sweaters Factory 2', address: 'Kashimpur Road, Konabari, Gazipur', ...dhaka },
    { os_id: f.lotus, name: 'Lotus Garments Unit', address: 'Bscic Industrial Estate, Narayanganj', ...dhaka },
  ]);
}

/**
 * A list whose rows end as MATCHED (row 0), POTENTIAL_MATCH (rows 1-3), NEW_FACILITY (row 4)
 * and ERROR_PARSING (row 5), with only exact matches automatic (MATCH_AUTOMATIC_THRESHOLD 0.99).
 */
export const REVIEW_CSV = [
  'country,name,address,lat,lng,product_type,parent_company',
  'Bangladesh,Rainbow Knitwear Limited,"Plot 5, Ashulia Road, Savar, Dhaka",23.81,90.41,,',
  'Bangladesh,Delta Denim Washing,"Tongi Industrial Area, Gazipur",23.81,90.41,Jeans,Delta Group',
  'Bangladesh,Orchid Sweaters,"Kashimpur Road, Konabari, Gazipur",23.81,90.41,Sweaters,',
  'Bangladesh,Lotus Garment,"Bscic Industrial Estate, Narayanganj",23.81,90.41,,',
  'Bangladesh,Sunrise Leather Goods,"House 12, Road 7, Hazaribagh, Dhaka",23.73,90.36,Wallets,',
  'Atlantis,Nowhere Mills,Main Street 1,,,,',
  '',
].join('\n');
