import { describe, expect, it } from 'vitest';
import { CAR_BRANDS, MOTORCYCLE_BRANDS, wanToFen, type BrandSeed } from './catalog-data.js';

const kinds: [string, readonly BrandSeed[], number, number][] = [
  ['car', CAR_BRANDS, 60, 25],
  ['motorcycle', MOTORCYCLE_BRANDS, 30, 12],
];

describe.each(kinds)('the bundled %s catalogue', (_kind, brands, minBrands, minHot) => {
  it(`has at least ${minBrands} brands with unique names and an A–Z initial each`, () => {
    expect(brands.length).toBeGreaterThanOrEqual(minBrands);
    expect(new Set(brands.map((b) => b.name)).size).toBe(brands.length);
    for (const b of brands) expect(b.initial, b.name).toMatch(/^[A-Z]$/);
    // a Latin name's initial is its first letter
    for (const b of brands.filter((x) => /^[A-Za-z]/.test(x.name)))
      expect(b.initial, b.name).toBe(b.name[0]!.toUpperCase());
  });

  it(`has at least ${minHot} hot brands, each with 2–6 series of 1–4 models`, () => {
    const hot = brands.filter((b) => b.hot);
    expect(hot.length).toBeGreaterThanOrEqual(minHot);
    for (const b of hot) {
      expect(b.series?.length ?? 0, b.name).toBeGreaterThanOrEqual(2);
      expect(b.series!.length, b.name).toBeLessThanOrEqual(6);
    }
  });

  it('has unique series names per brand and unique model names per series, each model named by its year', () => {
    for (const b of brands) {
      const series = b.series ?? [];
      expect(new Set(series.map((s) => s[0])).size, b.name).toBe(series.length);
      for (const [name, , models] of series) {
        expect(models.length, `${b.name} ${name}`).toBeGreaterThanOrEqual(1);
        expect(models.length, `${b.name} ${name}`).toBeLessThanOrEqual(4);
        expect(new Set(models.map((m) => m[0])).size, `${b.name} ${name}`).toBe(models.length);
        for (const [model, year, wan] of models) {
          expect(model.startsWith(`${year}款 `), model).toBe(true);
          expect(year).toBeGreaterThanOrEqual(2020);
          expect(year).toBeLessThanOrEqual(2026);
          expect(wan, model).toBeGreaterThan(0);
          expect(wanToFen(wan)).toBeLessThan(2 ** 31);
        }
      }
    }
  });
});

describe('the catalogue', () => {
  it('names the common brands of the issue', () => {
    const cars = new Set(CAR_BRANDS.map((b) => b.name));
    for (const n of [
      '比亚迪',
      '大众',
      '丰田',
      '宝马',
      '特斯拉',
      '蔚来',
      '理想',
      '小鹏',
      '问界',
      '小米',
      'Jeep',
      'MINI',
      'smart',
    ])
      expect(cars.has(n), n).toBe(true);
    const motos = new Set(MOTORCYCLE_BRANDS.map((b) => b.name));
    for (const n of ['本田摩托', '雅马哈', '川崎', '春风', '无极', 'KTM', '哈雷戴维森', '宝马摩托', '雅迪'])
      expect(motos.has(n), n).toBe(true);
  });

  it('writes guide prices in fen from 万', () => {
    expect(wanToFen(34.99)).toBe(34_990_000);
    expect(wanToFen(3.38)).toBe(3_380_000);
    expect(wanToFen(29.1)).toBe(29_100_000);
  });
});
