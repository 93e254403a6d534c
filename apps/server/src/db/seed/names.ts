import type { Random } from './random.ts';

const PRODUCTS = ['Garments', 'Apparel', 'Textiles', 'Knitwear', 'Fashions', 'Footwear', 'Denim', 'Sweaters', 'Leather Goods', 'Home Textiles', 'Accessories', 'Electronics', 'Toys', 'Furniture', 'Packaging'];
const WORDS: Record<string, string[]> = {
  CN: ['Hongda', 'Xinhua', 'Jinlong', 'Huafeng', 'Yongsheng', 'Tianyi', 'Fuda', 'Meilin', 'Sanxing', 'Hengtai', 'Shenghong', 'Jiahe', 'Longteng', 'Baoli', 'Ruifeng'],
  BD: ['Padma', 'Meghna', 'Jamuna', 'Rupsha', 'Sonar Bangla', 'Karnaphuli', 'Surma', 'Rahman', 'Karim', 'Nahar', 'Anwar', 'Haque', 'Shapla', 'Dhanmondi'],
  IN: ['Shree Ganesh', 'Lakshmi', 'Kaveri', 'Sri Balaji', 'Sai', 'Annapurna', 'Vardhman', 'Shakti', 'Aarav', 'Ganga', 'Krishna', 'Murugan', 'Nandini'],
  VN: ['Viet Tien', 'Hoa Binh', 'Thanh Cong', 'Phong Phu', 'Minh Anh', 'Hung Thinh', 'Song Hong', 'An Phuoc', 'Nha Be', 'Tan Thanh'],
  TR: ['Anatolia', 'Ege', 'Marmara', 'Bosphorus', 'Yildiz', 'Kaya', 'Ozturk', 'Aydin', 'Demir', 'Sahin', 'Toros', 'Akdeniz'],
  PK: ['Indus', 'Ravi', 'Chenab', 'Karachi', 'Faisal', 'Crescent', 'Nishat', 'Gul', 'Kohinoor', 'Sapphire'],
};
const GENERIC = ['Atlas', 'Pioneer', 'Summit', 'Horizon', 'Evergreen', 'Golden', 'Royal', 'Star', 'Unity', 'Global', 'Pacific', 'Crown', 'Harmony', 'Silverline', 'Oriental', 'Sunrise', 'Liberty', 'Prime', 'Delta', 'Nova'];
const LEGAL: Record<string, string[]> = {
  CN: ['Co., Ltd.', 'Co., Ltd', 'Industrial Co., Ltd.'], BD: ['Ltd.', 'Limited'], IN: ['Pvt Ltd', 'Private Limited', 'Exports'],
  VN: ['Joint Stock Company', 'Co., Ltd', 'Corporation'], TR: ['Tekstil San. ve Tic. A.S.', 'Tekstil Ltd. Sti.'],
  PK: ['(Pvt) Ltd', 'Mills Ltd'], IT: ['S.r.l.', 'S.p.A.'], PT: ['Lda', 'S.A.'], DE: ['GmbH'], FR: ['SARL', 'SAS'], ES: ['S.L.'],
  MX: ['S.A. de C.V.'], BR: ['Ltda'], US: ['Inc.', 'LLC'], GB: ['Ltd'], ID: ['Tbk'], TH: ['Co., Ltd.'], KH: ['Co., Ltd.'], JP: ['Co., Ltd.'], KR: ['Co., Ltd.'],
};
const STREETS = ['Industrial', 'Station', 'Lake', 'River', 'Garden', 'Market', 'Harbour', 'Hill', 'Park', 'Mill', 'Factory', 'Export'];

/** A plausible facility name in the style of the country's supplier lists. */
export function facilityName(random: Random, country: string, city: string): string {
  const word = random.pick(WORDS[country] ?? GENERIC);
  const product = random.pick(PRODUCTS);
  const legal = random.pick(LEGAL[country] ?? ['Ltd', 'Company', 'Manufacturing']);
  switch (country) {
    case 'CN':
      return random.chance(0.5) ? `${city} ${word} ${product} ${legal}` : `${word} ${product} (${city}) ${legal}`;
    case 'TR':
      return `${word} ${legal}`;
    case 'ID':
      return `PT ${word} ${product} ${random.chance(0.3) ? legal : ''}`.trim();
    case 'VN':
      return random.chance(0.4) ? `Cong Ty TNHH ${word} ${product}` : `${word} ${product} ${legal}`;
    default:
      return `${word} ${product} ${legal}`;
  }
}

/** A street address in the country's usual order, ending with the city. */
export function streetAddress(random: Random, country: string, city: string): string {
  const number = random.int(1, 480);
  const street = random.pick(STREETS);
  switch (country) {
    case 'CN':
      return `No. ${number} ${random.pick(GENERIC)} Road, ${random.pick(['Economic Development Zone', 'Industrial Park', 'High-tech Zone'])}, ${city}`;
    case 'BD':
      return `Plot ${number}, Road ${random.int(1, 30)}, ${random.pick(['Ashulia', 'Savar', 'Gazipur', 'Tongi', 'EPZ'])}, ${city}`;
    case 'IN':
      return `${number}, ${street} Road, ${random.pick(['SIPCOT', 'MIDC', 'Phase II', 'Sector 7'])}, ${city}`;
    case 'VN':
      return `Lot ${random.pick(['A', 'B', 'C'])}${random.int(1, 40)}, ${random.pick(['Tan Thuan', 'Song Than', 'VSIP', 'Amata'])} Industrial Zone, ${city}`;
    case 'TR':
      return `Organize Sanayi Bolgesi ${random.int(1, 20)}. Cadde No:${number}, ${city}`;
    default:
      return `${number} ${street} Street, ${city}`;
  }
}

const NATIVE: Record<string, (random: Random) => string> = {
  CN: (r) => Array.from({ length: r.int(2, 3) }, () => r.pick(['华', '兴', '达', '隆', '丰', '盛', '泰', '恒', '金', '龙', '美', '新'])).join('') + r.pick(['服装有限公司', '纺织有限公司', '制衣厂']),
  JP: (r) => `株式会社${Array.from({ length: r.int(2, 4) }, () => r.pick(['ア', 'カ', 'サ', 'タ', 'ナ', 'ハ', 'マ', 'ヤ', 'ラ'])).join('')}`,
  KR: (r) => `${Array.from({ length: r.int(2, 3) }, () => r.pick(['한', '대', '성', '미', '진', '우', '신']))
    .join('')} 주식회사`,
  TH: (r) => `บริษัท ${r.pick(['สยาม', 'ไทย', 'รุ่งเรือง', 'มั่นคง'])} การ์เมนท์ จำกัด`,
  BD: (r) => `${r.pick(['পদ্মা', 'মেঘনা', 'যমুনা', 'সোনার বাংলা'])} গার্মেন্টস লিমিটেড`,
  VN: (r) => `Công ty TNHH ${r.pick(['May Việt', 'Dệt Hòa Bình', 'Thành Công', 'Phong Phú'])}`,
};

/** The facility's name in the local script, where the country writes one. */
export function nativeLanguageName(random: Random, country: string): string | undefined {
  return NATIVE[country]?.(random);
}

export const PARENT_COMPANIES = ['Global Textile Group', 'Pacific Apparel Holdings', 'Hongda Group', 'Vardhman Group', 'Anatolia Holding', 'Crescent Group', 'Evergreen Industries', 'Atlas Manufacturing Group', 'Royal Knit Holdings', 'Summit Brands Sourcing'];
export const PRODUCT_TYPES = ['T-shirts', 'Jackets', 'Jeans', 'Sweaters', 'Socks', 'Shoes', 'Bags', 'Towels', 'Bedding', 'Dresses', 'Shirts', 'Underwear', 'Sportswear', 'Hats', 'Gloves'];
