import type { ExhibitionBrand } from '@kc/shared';

/** Brands grouped by their index letter, A–Z, keeping the server's order inside a letter. */
export const groupByLetter = (brands: ExhibitionBrand[]): { letter: string; brands: ExhibitionBrand[] }[] => {
  const groups = new Map<string, ExhibitionBrand[]>();
  for (const b of brands) groups.set(b.letter, [...(groups.get(b.letter) ?? []), b]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, list]) => ({ letter, brands: list }));
};

/** Brands whose name, hall or booth holds the keyword (case-insensitive); all for an empty keyword. */
export const searchBrands = (brands: ExhibitionBrand[], keyword: string): ExhibitionBrand[] => {
  const k = keyword.trim().toLowerCase();
  if (!k) return brands;
  return brands.filter((b) => [b.name, b.hall, b.booth, b.letter].some((v) => v.toLowerCase().includes(k)));
};
