/** A small bundled region list (province → city → district) for the region field's CascadePicker. */
export interface RegionOption {
  label: string;
  value: string;
  children?: RegionOption[];
}

const leaf = (names: string[]): RegionOption[] => names.map((n) => ({ label: n, value: n }));
const city = (name: string, districts: string[]): RegionOption => ({
  label: name,
  value: name,
  children: leaf(districts),
});
/** A municipality: the city level repeats its name, as Chinese address pickers do. */
const municipality = (name: string, districts: string[]): RegionOption => ({
  label: name,
  value: name,
  children: [city(name, districts)],
});

export const REGIONS: RegionOption[] = [
  municipality('北京市', ['东城区', '西城区', '朝阳区', '海淀区', '丰台区']),
  municipality('上海市', ['黄浦区', '徐汇区', '静安区', '浦东新区']),
  municipality('重庆市', ['渝中区', '江北区', '南岸区', '渝北区', '九龙坡区']),
  {
    label: '四川省',
    value: '四川省',
    children: [city('成都市', ['锦江区', '青羊区', '武侯区', '成华区']), city('绵阳市', ['涪城区', '游仙区'])],
  },
  {
    label: '广东省',
    value: '广东省',
    children: [city('广州市', ['越秀区', '天河区', '海珠区']), city('深圳市', ['福田区', '南山区', '宝安区'])],
  },
  {
    label: '浙江省',
    value: '浙江省',
    children: [city('杭州市', ['上城区', '西湖区', '滨江区']), city('宁波市', ['海曙区', '鄞州区'])],
  },
];
