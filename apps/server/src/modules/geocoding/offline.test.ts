import { beforeAll, describe, expect, it } from 'vitest';
import { loadGazetteer } from './gazetteer.ts';
import { placeAddress } from './offline.ts';

// Loading the gazetteer takes a few seconds; once, before the timed tests.
beforeAll(() => void loadGazetteer(), 120_000);

const place = (address: string, country: string) => {
  const result = placeAddress(address, country);
  return (
    result && {
      name: result.place.name,
      level: result.level,
      lat: Number(result.place.lat.toFixed(2)),
      lng: Number(result.place.lng.toFixed(2)),
    }
  );
};

describe('offline gazetteer', () => {
  it('places an address at the city it names, accents and case folded', () => {
    expect(place('Plot 5, Road 2, Ashulia, DHAKA-1341', 'BD')).toMatchObject({ name: 'Dhaka', level: 'city' });
    expect(place('Lot B3, Tan Thuan Industrial Zone, Ho Chi Minh City', 'VN')).toMatchObject({
      name: 'Ho Chi Minh City',
      level: 'city',
    });
    expect(place('Organize Sanayi Bölgesi 3. Cadde No:12, Bursa', 'TR')).toMatchObject({
      name: 'Bursa',
      level: 'city',
    });
  });

  it("reads a city only in the row's country", () => {
    expect(place('12 Main Street, Dhaka', 'IN')?.name).not.toBe('Dhaka');
  });

  it('prefers the city inside the region the address names', () => {
    // Longnan is a county seat in Jiangxi and a city in Gansu.
    expect(place('Jin Tang Industry Park, Longnan County, Jiangxi', 'CN')).toMatchObject({
      name: 'Longnan',
      lat: 24.9,
    });
  });

  it("falls back to the region, then to the country's population centre", () => {
    expect(place('Xinxing Industrial Zone, Fujian', 'CN')).toMatchObject({ name: 'Fujian', level: 'region' });
    expect(place('Building 7, unknown industrial zone', 'KH')).toMatchObject({ level: 'country' });
  });

  it('does not read address words that are also town names as the town', () => {
    expect(place('Plot 12, Sector 7, Industrial Area, Noida', 'IN')).toMatchObject({ name: 'Noida' });
  });

  it('reads the cues of an address: street names after places, roads leading to a place, states, typos', () => {
    expect(place('Via Napoli 42, Angera, 21021, Lombardia', 'IT')).toMatchObject({ name: 'Angera' });
    expect(place('KM 31.4 Carretera a Santa Ana, La Libertad', 'SV')).toMatchObject({ name: 'La Libertad' });
    expect(place('520 McCall Rd., Manhattan, KS', 'US')).toMatchObject({ name: 'Manhattan', lat: 39.18 });
    expect(place('Xinxing Industrial Zone, Zheijang', 'CN')).toMatchObject({ name: 'Zhejiang', level: 'region' });
  });

  it('prefers the first of several names that agree (the most precise), and names written apart or joined', () => {
    expect(place('No.5 Cengyao Industrial Estate, Yulu, Gongming, Baoan, Shenzhen', 'CN')).toMatchObject({
      name: 'Gongming',
    });
    expect(place('VSIP Hai Phong, Thuy Nguyen District', 'VN')).toMatchObject({ name: 'Haiphong' });
    expect(place('No. 3 Huanghe Road, Taian, Shandong', 'CN')).toMatchObject({ name: 'Tai’an' });
    expect(place('Kashimpur, Gazipur', 'BD')).toMatchObject({ name: 'Gazipur', level: 'city' });
  });

  it('has nothing for a country without cities', () => {
    expect(placeAddress('anywhere', 'XX')).toBeUndefined();
  });
});
