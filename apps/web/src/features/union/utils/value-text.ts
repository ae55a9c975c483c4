/** A filled form value as text ('—' when empty; lists joined). */
export const valueText = (v: unknown): string => {
  if (v === undefined || v === null || v === '') return '—';
  if (Array.isArray(v)) return v.length ? v.map(String).join('、') : '—';
  return typeof v === 'object' ? JSON.stringify(v) : String(v as string | number | boolean);
};
