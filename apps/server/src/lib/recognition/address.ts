import { PROVINCES, type ProvinceRow } from './address-table.js';
import type { AddressParts } from './recognition.js';

/**
 * Address analysis done here, with the bundled table (address-table.ts): Tencent Cloud has no API that splits a
 * mainland address into its administrative parts (its NLP word segmentation does not name them and the map service's
 * geocoder is another product with its own key), so every adapter answers with this.
 *
 * The province by its full or short name, else found from the city; the city by its full name or, for a name ending
 * in 市/地区/盟, without that suffix (成都 → 成都市); a municipality is its own city; the district is the next
 * name ending in 区, 县, 旗 or 市 (a county-level city); the rest is the detail. Null when neither a province nor a
 * city is found.
 */

interface CityRow {
  name: string;
  short: string | null;
  province: ProvinceRow;
}

const CITIES: CityRow[] = PROVINCES.flatMap((p) =>
  p.cities.map((name) => {
    const m = /^(.{2,}?)(市|地区|盟|林区)$/.exec(name);
    return { name, short: m ? m[1]! : null, province: p };
  }),
);

/** longest first, so 吉林省 wins over 吉林 and 黔西南… over 黔南… */
const byLength = <T>(rows: T[], key: (r: T) => string) => [...rows].sort((a, b) => key(b).length - key(a).length);
const PROVINCE_FULL = byLength(PROVINCES, (p) => p.name);
const PROVINCE_SHORT = byLength(PROVINCES, (p) => p.short);
const CITY_FULL = byLength(CITIES, (c) => c.name);
const CITY_SHORT = byLength(
  CITIES.filter((c) => c.short),
  (c) => c.short!,
);

const DISTRICT = /^(.{1,10}?(?:自治县|自治旗|新区|区|县|旗|市))/;

export function parseAddress(input: string): AddressParts | null {
  let rest = input.replace(/\s+/g, '');
  let province: ProvinceRow | undefined;
  let city = '';

  const take = (s: string) => {
    rest = rest.slice(s.length);
  };

  province = PROVINCE_FULL.find((p) => rest.startsWith(p.name));
  if (province) take(province.name);
  else {
    // a city first (吉林市, 海南藏族自治州 are not the provinces 吉林, 海南)
    const c = CITY_FULL.find((x) => rest.startsWith(x.name));
    if (c) {
      province = c.province;
      city = c.name;
      take(c.name);
    } else {
      province = PROVINCE_SHORT.find((p) => rest.startsWith(p.short));
      if (province) {
        take(province.short);
        // 北京市 written as 北京 and then 市
        if (province.municipality && rest.startsWith('市')) take('市');
      }
    }
  }

  if (!city && province?.municipality) {
    city = province.name;
    // 北京市北京市朝阳区: the repeated city level of address pickers
    for (const repeat of [province.name, province.short, '市辖区'])
      if (rest.startsWith(repeat)) {
        take(repeat);
        break;
      }
  } else if (!city) {
    const within = (rows: CityRow[]) => (province ? rows.filter((c) => c.province === province) : rows);
    const full = within(CITY_FULL).find((c) => rest.startsWith(c.name));
    const short = full ? undefined : within(CITY_SHORT).find((c) => rest.startsWith(c.short!));
    const found = full ?? short;
    if (found) {
      province ??= found.province;
      city = found.name;
      take(full ? found.name : found.short!);
      if (short && /^(市|地区|盟)/.test(rest)) take(/^(市|地区|盟)/.exec(rest)![1]!);
    }
  }
  if (!province) return null;

  let district = '';
  const d = DISTRICT.exec(rest);
  if (d && (city || province.municipality)) {
    district = d[1]!;
    take(district);
  }
  return { province: province.name, city, district, detail: rest };
}
