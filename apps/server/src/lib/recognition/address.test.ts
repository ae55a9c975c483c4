import { describe, expect, it } from 'vitest';
import { parseAddress } from './address.js';
import { PROVINCES } from './address-table.js';

describe('address analysis (local, the bundled province and city table)', () => {
  it.each([
    ['四川省成都市武侯区人民南路四段1号', ['四川省', '成都市', '武侯区', '人民南路四段1号']],
    ['重庆市渝中区解放碑步行街88号', ['重庆市', '重庆市', '渝中区', '解放碑步行街88号']],
    ['北京市北京市朝阳区建国路1号', ['北京市', '北京市', '朝阳区', '建国路1号']],
    ['北京朝阳区建国路1号', ['北京市', '北京市', '朝阳区', '建国路1号']],
    ['上海浦东新区世纪大道100号', ['上海市', '上海市', '浦东新区', '世纪大道100号']],
    ['广东深圳南山区科技园', ['广东省', '深圳市', '南山区', '科技园']],
    ['深圳市南山区科技园', ['广东省', '深圳市', '南山区', '科技园']],
    ['成都天府新区华阳街道', ['四川省', '成都市', '天府新区', '华阳街道']],
    ['吉林市船营区北京路1号', ['吉林省', '吉林市', '船营区', '北京路1号']],
    ['吉林省长春市朝阳区人民大街', ['吉林省', '长春市', '朝阳区', '人民大街']],
    ['海南藏族自治州共和县恰卜恰镇', ['青海省', '海南藏族自治州', '共和县', '恰卜恰镇']],
    ['海南省海口市龙华区滨海大道', ['海南省', '海口市', '龙华区', '滨海大道']],
    ['新疆维吾尔自治区乌鲁木齐市天山区', ['新疆维吾尔自治区', '乌鲁木齐市', '天山区', '']],
    ['内蒙古呼伦贝尔市海拉尔区', ['内蒙古自治区', '呼伦贝尔市', '海拉尔区', '']],
    ['重庆市石柱土家族自治县南宾街道', ['重庆市', '重庆市', '石柱土家族自治县', '南宾街道']],
    ['四川省 成都市 都江堰市 幸福街道', ['四川省', '成都市', '都江堰市', '幸福街道']],
  ])('%s', (text, [province, city, district, detail]) => {
    expect(parseAddress(text)).toEqual({ province, city, district, detail });
  });

  it('answers null when it finds neither a province nor a city', () => {
    expect(parseAddress('人民南路四段1号')).toBeNull();
    expect(parseAddress('')).toBeNull();
  });

  it('the table: 34 province-level divisions, no city listed twice', () => {
    expect(PROVINCES).toHaveLength(34);
    const cities = PROVINCES.flatMap((p) => p.cities);
    expect(new Set(cities).size).toBe(cities.length);
    expect(cities.length).toBeGreaterThan(330);
  });
});
