/** A small bundled table of major cities (GCJ-02 centres): the local location provider answers from it. */
export interface CityRow {
  id: number;
  name: string;
  province: string;
  adcode: string;
  lat: number;
  lng: number;
}

export const CITIES: CityRow[] = [
  { id: 1, name: '北京市', province: '北京市', adcode: '110000', lat: 39.9042, lng: 116.4074 },
  { id: 2, name: '上海市', province: '上海市', adcode: '310000', lat: 31.2304, lng: 121.4737 },
  { id: 3, name: '天津市', province: '天津市', adcode: '120000', lat: 39.0842, lng: 117.2009 },
  { id: 4, name: '重庆市', province: '重庆市', adcode: '500000', lat: 29.563, lng: 106.5516 },
  { id: 5, name: '广州市', province: '广东省', adcode: '440100', lat: 23.1291, lng: 113.2644 },
  { id: 6, name: '深圳市', province: '广东省', adcode: '440300', lat: 22.5431, lng: 114.0579 },
  { id: 7, name: '成都市', province: '四川省', adcode: '510100', lat: 30.5728, lng: 104.0668 },
  { id: 8, name: '杭州市', province: '浙江省', adcode: '330100', lat: 30.2741, lng: 120.1551 },
  { id: 9, name: '南京市', province: '江苏省', adcode: '320100', lat: 32.0603, lng: 118.7969 },
  { id: 10, name: '武汉市', province: '湖北省', adcode: '420100', lat: 30.5928, lng: 114.3055 },
  { id: 11, name: '西安市', province: '陕西省', adcode: '610100', lat: 34.3416, lng: 108.9398 },
  { id: 12, name: '长沙市', province: '湖南省', adcode: '430100', lat: 28.2282, lng: 112.9388 },
  { id: 13, name: '郑州市', province: '河南省', adcode: '410100', lat: 34.7466, lng: 113.6254 },
  { id: 14, name: '沈阳市', province: '辽宁省', adcode: '210100', lat: 41.8057, lng: 123.4315 },
  { id: 15, name: '青岛市', province: '山东省', adcode: '370200', lat: 36.0671, lng: 120.3826 },
  { id: 16, name: '昆明市', province: '云南省', adcode: '530100', lat: 25.0389, lng: 102.7183 },
  { id: 17, name: '厦门市', province: '福建省', adcode: '350200', lat: 24.4798, lng: 118.0894 },
  { id: 18, name: '哈尔滨市', province: '黑龙江省', adcode: '230100', lat: 45.8038, lng: 126.535 },
  { id: 19, name: '乌鲁木齐市', province: '新疆维吾尔自治区', adcode: '650100', lat: 43.8256, lng: 87.6168 },
  { id: 20, name: '拉萨市', province: '西藏自治区', adcode: '540100', lat: 29.65, lng: 91.1 },
];
