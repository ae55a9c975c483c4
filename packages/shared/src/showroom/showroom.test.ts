import { describe, expect, it } from 'vitest';
import {
  bodyTypesOf,
  isDateText,
  mileageText,
  priceBandBounds,
  showCarFields,
  showCarPriceText,
  showCarSave,
} from './showroom.contract.js';

describe('showroom wording and fields', () => {
  it('writes prices in 万: one price, a range, none', () => {
    expect(showCarPriceText(17_980_000, 17_980_000)).toBe('17.98万');
    expect(showCarPriceText(7_980_000, 17_980_000)).toBe('7.98–17.98万');
    expect(showCarPriceText(300_000_000, 300_000_000)).toBe('300万');
    expect(showCarPriceText(null, null)).toBe('价格待定');
    expect(mileageText(42_000)).toBe('4.2万公里');
    expect(mileageText(8000)).toBe('8000公里');
  });

  it('price bands are fen bounds [from, to)', () => {
    expect(priceBandBounds('0-10')).toEqual({ from: 0, to: 10_000_000 });
    expect(priceBandBounds('50-')).toEqual({ from: 50_000_000, to: null });
  });

  it('dates exist; body types follow the vehicle type', () => {
    expect(isDateText('2024-02-29')).toBe(true);
    expect(isDateText('2025-02-29')).toBe(false);
    expect(isDateText('2025-2-1')).toBe(false);
    expect(bodyTypesOf('motorcycle')).toContain('cruiser');
    expect(bodyTypesOf('car')).not.toContain('cruiser');
  });

  it('prices: whole yuan from 0.1万 to 2000万, min ≤ max, both or neither', () => {
    const price = showCarFields.price_min;
    expect(price.safeParse(100_000).success).toBe(true);
    expect(price.safeParse(99_900).success).toBe(false);
    expect(price.safeParse(2_000_000_000).success).toBe(true);
    expect(price.safeParse(2_000_000_100).success).toBe(false);
    expect(price.safeParse(17_980_050).success).toBe(false);
    expect(showCarSave.query.safeParse({ price_min: 2_000_000, price_max: 1_000_000 }).success).toBe(false);
    expect(showCarSave.query.safeParse({ price_min: 2_000_000 }).success).toBe(false);
    expect(showCarSave.query.safeParse({ price_min: 2_000_000, price_max: 2_000_000 }).success).toBe(true);
  });

  it('a failed inspection item needs a note', () => {
    const r = showCarSave.query.safeParse({
      inspection: { collision: { passed: false, note: '' }, flood: { passed: true }, fire: { passed: true } },
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['inspection', 'collision', 'note']);
  });
});
