/**
 * Words the demo names and addresses are made of, per country. Where a country writes its own
 * script, a word comes with its native form, so the native-language name says the same thing.
 */

/** Pinyin syllables with simplified and traditional characters: 'Hong' + 'Da' = Hongda, 宏达 / 宏達. */
export const CHINESE_SYLLABLES: readonly [string, string, string][] = [
  ['Hong', '宏', '宏'], ['Da', '达', '達'], ['Xin', '新', '新'], ['Hua', '华', '華'], ['Jin', '金', '金'],
  ['Long', '龙', '龍'], ['Feng', '丰', '豐'], ['Yong', '永', '永'], ['Sheng', '盛', '盛'], ['Tian', '天', '天'],
  ['Yi', '怡', '怡'], ['Fu', '富', '富'], ['Mei', '美', '美'], ['Lin', '林', '林'], ['Xing', '兴', '興'],
  ['Heng', '恒', '恆'], ['Tai', '泰', '泰'], ['Jia', '佳', '佳'], ['He', '和', '和'], ['Rui', '瑞', '瑞'],
  ['Bao', '宝', '寶'], ['Li', '利', '利'], ['Kai', '凯', '凱'], ['Hui', '辉', '輝'], ['Yuan', '源', '源'],
  ['Ming', '明', '明'], ['Guang', '光', '光'], ['Hai', '海', '海'], ['Cheng', '成', '成'], ['Chang', '昌', '昌'],
  ['Shun', '顺', '順'], ['Wei', '伟', '偉'], ['Xiang', '祥', '祥'], ['An', '安', '安'], ['Kang', '康', '康'],
  ['Rong', '荣', '榮'], ['Sen', '森', '森'], ['Yu', '宇', '宇'], ['Zhong', '中', '中'], ['Ding', '鼎', '鼎'],
  ['Quan', '泉', '泉'], ['Yang', '阳', '陽'], ['Ping', '平', '平'], ['Shan', '山', '山'], ['Jiang', '江', '江'],
  ['Run', '润', '潤'], ['Zhi', '志', '志'], ['Hao', '豪', '豪'], ['Qiang', '强', '強'], ['Bo', '博', '博'],
  ['Chuang', '创', '創'], ['Wan', '万', '萬'], ['Lian', '联', '聯'], ['Tong', '通', '通'], ['Ke', '科', '科'],
  ['Ji', '吉', '吉'], ['Le', '乐', '樂'], ['Ying', '盈', '盈'], ['Ri', '日', '日'], ['Yue', '悦', '悅'],
  ['Zhan', '展', '展'], ['Qi', '琦', '琦'], ['Xu', '旭', '旭'], ['Nan', '南', '南'], ['Bei', '北', '北'],
  ['Dong', '东', '東'], ['Xi', '西', '西'], ['Shi', '时', '時'], ['Ya', '雅', '雅'], ['Jun', '骏', '駿'],
  ['Teng', '腾', '騰'], ['Fei', '飞', '飛'], ['Yao', '耀', '耀'], ['Zhen', '振', '振'], ['Wen', '文', '文'],
  ['Hu', '虎', '虎'], ['Peng', '鹏', '鵬'], ['Ling', '灵', '靈'], ['Tao', '涛', '濤'], ['Qing', '青', '青'],
  ['Ze', '泽', '澤'], ['Can', '灿', '燦'], ['Sui', '穗', '穗'], ['De', '德', '德'], ['Zhu', '珠', '珠'],
  ['Xiu', '秀', '秀'], ['Lu', '鹭', '鷺'], ['Gao', '高', '高'], ['Shen', '深', '深'], ['Yin', '银', '銀'],
  ['Ao', '奥', '奧'], ['Wang', '旺', '旺'], ['Jie', '杰', '傑'], ['Min', '敏', '敏'], ['Chun', '春', '春'],
];

/** What a Chinese name calls the trade, simplified and traditional, by profile. */
export const CHINESE_TRADES: Record<string, [string, string]> = {
  garment: ['服装', '服裝'], textile: ['纺织', '紡織'], wet: ['印染', '印染'], footwear: ['鞋业', '鞋業'],
  leather: ['皮革', '皮革'], home: ['家纺', '家紡'], accessories: ['服饰辅料', '服飾配件'], electronics: ['电子', '電子'],
  toys: ['玩具', '玩具'], furniture: ['家具', '家具'], food: ['食品', '食品'], farm: ['农业', '農業'],
  sports: ['体育用品', '體育用品'], metal: ['五金', '五金'], packaging: ['包装', '包裝'], beauty: ['化妆品', '化妝品'],
  warehouse: ['物流', '物流'], office: ['贸易', '貿易'],
};

export const JAPANESE_BRANDS: readonly [string, string][] = [
  ['Toyo', '東洋'], ['Daiichi', '第一'], ['Sanwa', '三和'], ['Marusan', '丸三'], ['Yamato', '大和'], ['Asahi', '旭'],
  ['Fuji', '富士'], ['Kyowa', '協和'], ['Nishiki', '錦'], ['Hokuriku', '北陸'], ['Tokai', '東海'], ['Shinwa', '新和'],
];

export const KOREAN_BRANDS: readonly [string, string][] = [
  ['Hanil', '한일'], ['Sungwon', '성원'], ['Dongil', '동일'], ['Daeho', '대호'], ['Samil', '삼일'], ['Yuil', '유일'],
  ['Shinwon', '신원'], ['Taeyang', '태양'], ['Jinwoo', '진우'], ['Hanmi', '한미'], ['Kumho', '금호'], ['Saehan', '새한'],
];

export const THAI_BRANDS: readonly [string, string][] = [
  ['Siam', 'สยาม'], ['Thai', 'ไทย'], ['Rungruang', 'รุ่งเรือง'], ['Mankong', 'มั่นคง'], ['Sombat', 'สมบัติ'],
  ['Charoen', 'เจริญ'], ['Sinthai', 'สินไทย'], ['Chaiyo', 'ไชโย'], ['Pattana', 'พัฒนา'], ['Srisuk', 'ศรีสุข'],
];

export const BENGALI_BRANDS: readonly [string, string][] = [
  ['Padma', 'পদ্মা'], ['Meghna', 'মেঘনা'], ['Jamuna', 'যমুনা'], ['Shapla', 'শাপলা'], ['Rupsha', 'রূপসা'],
  ['Karnaphuli', 'কর্ণফুলী'], ['Surma', 'সুরমা'], ['Sonar Bangla', 'সোনার বাংলা'], ['Ananta', 'অনন্ত'],
  ['Nabila', 'নাবিলা'], ['Dhaleshwari', 'ধলেশ্বরী'], ['Teesta', 'তিস্তা'],
];

/** Vietnamese names as supplier lists write them (no diacritics) and as Vietnamese does. */
export const VIETNAMESE_BRANDS: readonly [string, string][] = [
  ['Viet Tien', 'Việt Tiến'], ['Hoa Binh', 'Hòa Bình'], ['Thanh Cong', 'Thành Công'], ['Phong Phu', 'Phong Phú'],
  ['Minh Anh', 'Minh Anh'], ['Hung Thinh', 'Hưng Thịnh'], ['Song Hong', 'Sông Hồng'], ['An Phuoc', 'An Phước'],
  ['Tan Thanh', 'Tân Thành'], ['Duc Giang', 'Đức Giang'], ['Phuong Dong', 'Phương Đông'], ['Nam Long', 'Nam Long'],
];

export const ARABIC_BRANDS: readonly [string, string][] = [
  ['Al Nour', 'النور'], ['Al Amal', 'الأمل'], ['Al Nasr', 'النصر'], ['Al Salam', 'السلام'], ['Al Fajr', 'الفجر'],
  ['Al Wafaa', 'الوفاء'], ['Al Rawda', 'الروضة'], ['Al Hayat', 'الحياة'],
];

export const CYRILLIC_BRANDS: readonly [string, string][] = [
  ['Vostok', 'Восток'], ['Zarya', 'Заря'], ['Rassvet', 'Рассвет'], ['Sever', 'Север'], ['Raduga', 'Радуга'], ['Volga', 'Волга'],
];

export const HINDI_BRANDS: readonly [string, string][] = [
  ['Shree Ganesh', 'श्री गणेश'], ['Lakshmi', 'लक्ष्मी'], ['Ganga', 'गंगा'], ['Krishna', 'कृष्णा'], ['Shakti', 'शक्ति'],
  ['Sai', 'साई'], ['Annapurna', 'अन्नपूर्णा'], ['Saraswati', 'सरस्वती'], ['Shiv Shakti', 'शिव शक्ति'], ['Om Sai', 'ओम साई'],
];

/** Name words for countries without a table of their own (mostly surnames and places). */
export const LOCAL_WORDS: Record<string, string[]> = {
  IN: ['Aadhya', 'Kaveri', 'Sri Balaji', 'Murugan', 'Nandini', 'Kumaran', 'Raghav', 'Jayalakshmi', 'Royal', 'Bharat', 'Saravana', 'Meenakshi'],
  PK: ['Indus', 'Ravi', 'Chenab', 'Mehran', 'Noor', 'Shalimar', 'Margalla', 'Faisal', 'Hamza', 'Zarar', 'Pak Star', 'Karakoram'],
  TR: ['Yilmaz', 'Kaya', 'Demir', 'Sahin', 'Celik', 'Aydin', 'Ozturk', 'Arslan', 'Dogan', 'Kilic', 'Anatolia', 'Ege', 'Marmara', 'Toros'],
  ID: ['Sinar', 'Mulia', 'Jaya', 'Abadi', 'Sentosa', 'Makmur', 'Indah', 'Karya', 'Sejahtera', 'Utama', 'Mandiri', 'Lestari'],
  LK: ['Lanka', 'Serendib', 'Ceylon', 'Kandy', 'Lotus', 'Ruhuna', 'Kelani', 'Perera', 'Fernando', 'Silva'],
  KH: ['Mekong', 'Angkor', 'Tonle', 'Morning Star', 'Bayon', 'Lucky Star', 'Golden Harvest', 'Royal Orchid'],
  MM: ['Shwe', 'Myanmar', 'Golden Land', 'Aung', 'Yadanar', 'Thiri', 'Mingalar', 'Hlaing'],
  IT: ['Rossi', 'Bianchi', 'Colombo', 'Ferrari', 'Galli', 'Marchetti', 'Bellini', 'Fontana', 'Conti', 'Moretti', 'Lanificio Alpi'],
  PT: ['Abreu', 'Ferreira', 'Oliveira', 'Sousa', 'Pinto', 'Ave', 'Minho', 'Vizela', 'Cavado', 'Lusitana'],
  ES: ['Garcia', 'Martinez', 'Lopez', 'Navarro', 'Levante', 'Mediterranea', 'Iberica'],
  LATAM: ['Del Valle', 'San Jose', 'Santa Maria', 'El Progreso', 'La Estrella', 'Norte', 'Pacifico', 'Del Sur', 'Central', 'Union'],
  FR: ['Dupont', 'Martin', 'Lefebvre', 'Moreau', 'Atelier Rhone', 'Loire', 'Provence'],
  DE: ['Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Schulz', 'Rheinland', 'Bayern'],
  US: ['Carolina', 'Pacific', 'Atlantic', 'Liberty', 'Eagle', 'Heritage', 'Mountain', 'Pioneer', 'Blue Ridge', 'Lone Star'],
  GB: ['Albion', 'Pennine', 'Thames', 'Lancashire', 'Highland', 'Crown', 'Mersey'],
  AFRICA: ['Sunrise', 'Unity', 'Rift Valley', 'Savanna', 'Kilimanjaro', 'Nile', 'Atlas', 'Sahel', 'Baobab'],
};

/** Words any country's names may use. */
export const GENERIC_WORDS = [
  'Atlas', 'Pioneer', 'Summit', 'Horizon', 'Evergreen', 'Golden', 'Royal', 'Star', 'Unity', 'Global', 'Pacific',
  'Crown', 'Harmony', 'Silverline', 'Oriental', 'Sunrise', 'Liberty', 'Prime', 'Delta', 'Nova', 'Orient', 'Supreme',
  'Standard', 'Classic', 'Apex', 'Vision', 'Eastern', 'Western', 'Victory', 'Perfect', 'Grand', 'Future',
];
