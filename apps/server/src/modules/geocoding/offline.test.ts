import { beforeAll, describe, expect, it } from 'vitest';
import { loadGazetteer } from './gazetteer.ts';
import { placeAddress } from './offline.ts';

// Loading the gazetteer takes a few seconds; once, before the timed tests.
beforeAll(() => loadGazetteer(), 120_000);

const place = (address: string, country: string) => {
  const result = placeAddress(address, country);
  return (
    result && {
      name: result.place.name,
      level: result.level,
      precision: result.precision,
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
    expect(place('Xinxing Industrial Zone, Fujian', 'CN')).toMatchObject({ name: 'Fujian', precision: 'region' });
    expect(place('Building 7, unknown industrial zone', 'KH')).toMatchObject({ precision: 'country' });
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

  it('never reads a street word as a town', () => {
    // Portugal has a village called Rua; Rua da Industria is a street of Vizela.
    expect(place('Rua da Industria, 89, PO Box 160, Vizela, 4815-901, Minho', 'PT')).toMatchObject({
      name: 'Vizela',
      precision: 'locality',
    });
    expect(place('Rua Nova 12', 'PT')).toMatchObject({ name: 'PT', precision: 'country' });
    expect(place('Cadde 5 Sokak 3', 'TR')).toMatchObject({ precision: 'country' });
    expect(place('Jalan Raya 5', 'ID')).toMatchObject({ precision: 'country' });
    // A street named after a town elsewhere is not that town ('Jalan Raya Bogor' runs to Bogor).
    expect(place('Jalan Raya Bogor Km 30, Cimanggis, Depok', 'ID')).toMatchObject({
      name: 'Depok',
      precision: 'locality',
    });
  });

  it('of same-name towns in two regions, takes the one in the region the address names', () => {
    expect(place('Taizhou, Jiangsu', 'CN')).toMatchObject({ name: 'Taizhou', precision: 'locality', lat: 32.49 });
    expect(place('Taizhou, Zhejiang', 'CN')).toMatchObject({ name: 'Taizhou', precision: 'locality', lat: 28.66 });
    expect(place('Springfield, IL', 'US')).toMatchObject({ name: 'Springfield', precision: 'locality', lat: 39.8 });
    expect(place('Springfield, MO', 'US')).toMatchObject({ name: 'Springfield', precision: 'locality', lat: 37.22 });
    expect(place('Longnan, Gansu', 'CN')).toMatchObject({ name: 'Longnan', lat: 33.4 });
    // Without a region nothing tells the prefecture in Gansu from the county in Jiangxi: only the country is known.
    expect(place('Longnan', 'CN')).toMatchObject({ name: 'CN', precision: 'country' });
    // So is Suzhou: the prefectures of Jiangsu and of Anhui are both cities of millions.
    expect(place('Jinji Lake Road, Suzhou', 'CN')).toMatchObject({ name: 'CN', precision: 'country' });
    // A place far more prominent than its namesakes is not ambiguous: Dongguan, not its villages.
    expect(place('The 2nd Industrial Area, Cunwei Village, Dongguan', 'CN')).toMatchObject({
      name: 'Dongguan',
      precision: 'locality',
      lat: 23.02,
    });
  });

  it("does not let a place's wrong alternate name make its own name ambiguous", () => {
    // GeoNames lists 'Springfield' among the alternate names of Plattsburg and Palmyra, Missouri.
    expect(place('Springfield, MO', 'US')).toMatchObject({ name: 'Springfield', precision: 'locality', lat: 37.22 });
  });

  it('takes the county-level cities that cities500 lacks from the countrystatecity database', () => {
    // cities500 has only townships called Jintan, in Jiangxi and Guangdong.
    expect(place('NO.99 Jinhu Road, Jintan City, Jiangsu Province', 'CN')).toMatchObject({
      name: 'Jintan',
      precision: 'locality',
      lat: 31.72,
      lng: 119.58,
    });
    expect(place('No. 8, Ji Long Road, Rudong City, Jiangsu', 'CN')).toMatchObject({
      name: 'Rudong',
      precision: 'locality',
      lat: 32.33,
    });
  });

  it("reads the regions that regions.ts does not list from the database's states", () => {
    // Miyakojima is also an island town of Okinawa; Osaka names the prefecture, which has the ward.
    expect(place('3-5-25 Uchindai-cho, Miyakojima-ku, 534-0013, Osaka', 'JP')).toMatchObject({
      name: 'Osaka',
      precision: 'locality',
      lat: 34.69,
    });
    expect(place('My Xuan A2 Industrial Zone, Tan Thanh District, Ba Ria Vung Tau Province', 'VN')).toMatchObject({
      name: 'Huyện Tân Thành',
      precision: 'locality',
      lat: 10.57,
    });
  });

  it('reads a street word only within its part of the address, and across a connecting word', () => {
    // 'Avenue, Jintan District': the comma ends the avenue's name.
    expect(place('No. 1315, JinSha Avenue, JinTan District, ChangZhou, 213234, Jiangsu', 'CN')).toMatchObject({
      name: 'Jintan',
      lat: 31.72,
    });
    // São Bartolomeu is a village of the Azores; the Rua is named after it.
    expect(place('Rua de Sao Bartolomeu, Serzedelo, Riba Dave 4765 918', 'PT')).toMatchObject({
      name: 'Serzedelo',
      precision: 'locality',
      lat: 41.4,
    });
  });

  it('takes the names that agree with the county or prefecture seat the address names, not their namesakes', () => {
    // The Qinglong and Bungursari that GeoNames has are 190 km and 115 km from the county seat named.
    expect(place('Qinglong Village, Daguan Town, Tongcheng, Anhui, China', 'CN')).toMatchObject({
      name: 'Daguan',
      precision: 'locality',
      lat: 30.47,
    });
    expect(place('Jl. Raya Sadang, Ciwangi, Kec. Bungursari, Purwakarta, 41118, Jawa Barat', 'ID')).toMatchObject({
      name: 'Purwakarta',
      precision: 'locality',
    });
    expect(place('40 Yufeng Road, Xinfeng Village, Xianyan Town, Wenzhou, Zhejiang Province', 'CN')).toMatchObject({
      name: 'Wenzhou',
      precision: 'locality',
    });
  });

  it('does not frame an address by a name whose other reading agrees with the rest of it', () => {
    // Fuyang is a prefecture of Anhui and a district of Hangzhou; Changkou is a town of the district.
    expect(place('Huajia Natural Village, Changkou Town, FuYang District', 'CN')).toMatchObject({
      name: 'Changkou',
      precision: 'locality',
      lat: 29.91,
    });
  });

  it('takes a town name that GeoNames has only as an alternate, when the database confirms it', () => {
    // Jiangsu's Siyang is GeoNames' Zhongxing, Siyang by an alternate name; a Guizhou township is Siyang by its own.
    expect(place('Economic Development Zone, Siyang County, Jiangsu', 'CN')).toMatchObject({
      name: 'Zhongxing',
      precision: 'locality',
      lat: 33.7,
    });
    expect(place('No.33 Shenzhen Road Economic Development Zone Siyang Country China', 'CN')).toMatchObject({
      name: 'CN',
      precision: 'country',
    });
  });

  it('takes the town inside the bigger one named with it, within its prefecture', () => {
    // Zhucheng is 80 km from Weifang's seat, Xiangshui 100 km from Yancheng's: both inside their prefecture.
    expect(place('Lanjiacun Industrial Park,Zhucheng,Weifang', 'CN')).toMatchObject({
      name: 'Zhucheng',
      precision: 'locality',
      lat: 35.99,
    });
    expect(place('NO. 188 YINGBIN AVENUE, XIANGSHUI CITY, Yancheng, 224600, Jiangsu', 'CN')).toMatchObject({
      name: 'Xiangshui',
      lat: 34.2,
    });
    // 'Huayang North Road' is a street: Huayang is no town here.
    expect(place('No. 111 Huayang North Road, Jintan, Changzhou, 213200', 'CN')).toMatchObject({
      name: 'Jintan',
      lat: 31.72,
    });
    // Beyond 60 km only a county seat or bigger: the Ngaliyan in the data is a village 70 km from Semarang.
    expect(place('Blok V No.8, Jl. Gatot Subroto, Ngaliyan, Central. 8 Semarang', 'ID')).toMatchObject({
      name: 'Semarang',
      lat: -6.99,
    });
    // Not a part of a region's name, a direction word, or where a road leads.
    expect(place('Zone Industrielle, Lot. 032, Tanger, Tangier-Tetouan', 'MA')).toMatchObject({ name: 'Tangier' });
    expect(place('2nd Industrial Area Southern District Zhong Shan City Guangdong China', 'CN')).toMatchObject({
      name: 'Zhongshan',
    });
    expect(place('Km. 5 Carretera a Puerto Cortes. choloma. Cortes,Honduras.', 'HN')).toMatchObject({
      name: 'Choloma',
    });
  });

  it("reads a region's name before 'de' and a name as the start of a longer one", () => {
    // San Martín de Porres is a district of Lima; San Martín a region 600 km away.
    expect(place('Av Universitaria 3855 - San Martin De Porres Lima', 'PE')).toMatchObject({
      name: 'Lima',
      precision: 'locality',
      lat: -12.04,
    });
  });

  it('does not let a name written twice confirm its own reading', () => {
    // Chengxi is a township's name in a dozen provinces: written twice it still tells none of them apart
    // (two of them, in Chongqing, share a region).
    expect(
      place(
        'No.8 Xingye Road, Chengxi Economic Development Zone China 311800, CHENGXI ECONOMIC, DEVELOPMENT ZONE',
        'CN',
      ),
    ).toMatchObject({ precision: 'region' });
    expect(place('No.1 Jinlun Road,Laocheng Area,Feicheng,Taian,Taian,Shandong Province', 'CN')).toMatchObject({
      name: 'Feicheng',
      lat: 36.25,
    });
  });

  it('reads address words glued to a name', () => {
    // Zhujing is the seat of Jinshan District, known by its name.
    expect(place('No.151-5 East Huanfeng Road,JinshanDistrict,Shanghai,Jiangsu Province', 'CN')).toMatchObject({
      name: 'Zhujing',
      precision: 'locality',
      lat: 30.9,
    });
    // Xuebu is also a town 55 km away, but here a village: the city named is as precise as it gets.
    expect(place('No.88 Chenfeng RoadMaolu TownXuebu Village,Changzhou City,57471,China', 'CN')).toMatchObject({
      name: 'Changzhou',
      precision: 'locality',
    });
  });

  it('reads a two-word name written as one word', () => {
    expect(place('Quarter 6, Thi Cau Ward, Bacninh Town, Bacninh Provice, Vietnam', 'VN')).toMatchObject({
      name: 'Bắc Ninh',
      precision: 'locality',
      lat: 21.19,
    });
    expect(place('55 Suwintawong Rd., Kratumrai, Nongchok, Bangkok, 10530', 'TH')).toMatchObject({
      name: 'Nong Chok',
      precision: 'locality',
    });
  });

  it('gives garbage no place at all', () => {
    expect(placeAddress('asdfgh qwerty', 'BD')).toBeUndefined();
    expect(place('Bangladesh', 'BD')).toMatchObject({ precision: 'country' });
  });

  it('places a postal code the bundled data knows at its area, if in the region named', () => {
    expect(place('No. 33, 4th Street, 600096', 'IN')).toMatchObject({
      name: '600096, Saidapet',
      precision: 'postal_code',
      lat: 12.96,
      lng: 80.24,
    });
    expect(place('Jalandhar, 144004, Punjab', 'IN')).toMatchObject({ precision: 'postal_code', lat: 31.14 });
    // A city of millions is named from far around: it does not overrule the code 75 km away.
    expect(place('Kolambakkam, Maduranthagam Taluk, Tamil Nadu 603308, Chennai', 'IN')).toMatchObject({
      name: '603308, Maduranthakam',
      precision: 'postal_code',
      lat: 12.53,
    });
    // 600096 is in Tamil Nadu, not in Punjab: the region is all that is left.
    expect(place('Plot 4, 600096, Punjab', 'IN')).toMatchObject({ name: 'Punjab', precision: 'region' });
  });

  it('reads a zone named after a town, or known by its initials, as that town', () => {
    expect(place('11 Changjiang Road, Yancheng Economic Development Zone, Jiangsu', 'CN')).toMatchObject({
      name: 'Yancheng',
      precision: 'locality',
    });
    expect(place('Plot 12, Sector 3, CEPZ', 'BD')).toMatchObject({ name: 'CEPZ', precision: 'locality', lat: 22.34 });
    expect(place('Noida SEZ, Phase 2', 'IN')).toMatchObject({ name: 'Noida', precision: 'locality' });
  });

  it('has nothing for a country without cities', () => {
    expect(placeAddress('anywhere', 'XX')).toBeUndefined();
  });
});

describe('offline gazetteer: how towns and regions are named', () => {
  it("folds Vietnamese 'Đ' as addresses without diacritics write it", () => {
    expect(
      place('CHANH HAMLET,, DUC LAP HA COMMUNE, DUC HOA DISTRICT, Duc Hoa Town, 81000, Long An', 'VN'),
    ).toMatchObject({
      name: 'Huyện Đức Hòa',
      precision: 'locality',
      lat: 10.88,
    });
    expect(place('Ching Nghia Commune,Kim Dong District,Hung Yen', 'VN')).toMatchObject({ name: 'Huyện Kim Động' });
  });

  it("finds a region's seat written without its suffix ('Pachuca' is Pachuca de Soto)", () => {
    expect(place('KM 202.5 Carr. Mx,Cd. Juarez,Huichapan,Hidalgo', 'MX')).toMatchObject({
      name: 'Huichapan',
      precision: 'locality',
      lat: 20.38,
    });
    expect(place('Pachuca, Hidalgo', 'MX')).toMatchObject({ name: 'Pachuca de Soto', lat: 20.12 });
  });

  it('knows the regions above the provinces, and a merged province by the city it is named after', () => {
    expect(place('Via u. Bracalenti 20 Z.I. CESA, LIMANA, 32020, Veneto', 'IT')).toMatchObject({
      name: 'Limana',
      precision: 'locality',
      lat: 46.1,
    });
    expect(
      place(
        'Ang Duong Village,Trung LApparel Commune,Vinh Bao District,Hai phong City,Hai Phong,Hai Phong Province',
        'VN',
      ),
    ).toMatchObject({ name: 'Haiphong', precision: 'locality', lat: 20.86 });
  });

  it('reads a town named like its region as the region when the address names another town of it', () => {
    // Jilin is a city 150 km from Liaoyuan and the province both are in.
    expect(
      place(
        'Building F6, Northeast Socks Textile Industry Park, Economic Development Zone, Liaoyuan, 136200, Jilin',
        'CN',
      ),
    ).toMatchObject({ name: 'Liaoyuan', precision: 'locality', lat: 42.9 });
    // La Libertad is a town and the department San Juan Opico is in; Santa Ana is another department's town.
    expect(place('Sam LI-KM 31.5,Santa Ana,La Libertad,San Juan Opico', 'SV')).toMatchObject({
      name: 'San Juan Opico',
      lat: 13.88,
    });
  });

  it("does not read a town's name without its administrative word as another name ('Texas City' is not 'Texas')", () => {
    // Carrollton misspelt: only the state is known.
    expect(place('1404 W Main St.,Carrolton,Texas', 'US')).toMatchObject({ name: 'Texas', precision: 'region' });
  });

  it('does not take a village or neighbourhood named after a big city for the city', () => {
    // Shenyang is a city in Liaoning; here a community of Rugao (written 'Ru Gao').
    expect(place('Bridge 2 Shenyang Community Xiayuan Town,Ru Gao', 'CN')).toMatchObject({
      name: 'Xiayuan',
      precision: 'locality',
      lat: 32.23,
    });
  });

  it("forgives a big town's name one typo, after the names written right", () => {
    expect(
      place('RM.514,INNOVATION PLAZA,TIANAN HI-TECH ECOLOGICAL PARK,555 PANYU RD. PANYU,GUANGZHUO,CHINA', 'CN'),
    ).toMatchObject({
      // Read as Guangzhou, the typo confirms Panyu, its district (without it: a Tian'an in Hainan).
      name: 'Panyu',
      precision: 'locality',
      lat: 22.94,
    });
    expect(place('Shanbaotan Industrial Zone, Shipai Town, Donguan City, 523335, Guangdong', 'CN')).toMatchObject({
      name: 'Shipai',
      lat: 23.09,
    });
  });

  it("forgives a county seat's name one typo where the address names its region, never the country's name", () => {
    expect(place('Southern Head Of East Outer Ring,Zhuchneg,Shandong', 'CN')).toMatchObject({
      name: 'Zhucheng',
      precision: 'locality',
      lat: 35.99,
    });
    expect(place("Laguna Int'l Industrial Park,Mamplasan,Biban,Laguna", 'PH')).toMatchObject({
      name: 'Biñan',
      precision: 'locality',
    });
    // 'Taiwan' is no typo of Tainan; 'Keyuan 4th Road' is a street, no typo of Heyuan.
    expect(place('168-6 Hai Pin Road, Ching Shui, Taichung, 43651, Taiwan', 'TW')).toMatchObject({
      name: 'Taichung',
    });
    expect(place('No. 1 Keyuan 4th Road Tangxia Town, Dongguan City, 523718, Guangdong', 'CN')).toMatchObject({
      name: 'Dongguan',
    });
  });

  it('places a US ZIP code at its area, but not a house number written first', () => {
    expect(place('5510 S. Soto Street Unit A Vernon CA 90058', 'US')).toMatchObject({
      name: '90058, Los Angeles',
      precision: 'postal_code',
      lat: 34.0,
      lng: -118.21,
    });
    // 48854 is Mason's, 35 km from the Jackson the address names, and no town near Mason is named: the town wins.
    expect(place('4335 County Farm Road, Jackson, MI, 48854', 'US')).toMatchObject({
      name: 'Jackson',
      precision: 'locality',
      lat: 42.25,
    });
    // 27030 is Mount Airy's ZIP code: first in the address it is the house's number.
    expect(place('27030 Carter Street, Burlington, NC', 'US')).toMatchObject({
      name: 'Burlington',
      precision: 'locality',
    });
  });
});
