/** The palette of a custom template (#RRGGBB, as the contract requires). */
export const STYLE_COLORS = [
  '#2F6BFF',
  '#00B578',
  '#FF8F1F',
  '#F5483B',
  '#7B61FF',
  '#13A8A8',
  '#EB2F96',
  '#1F2329',
] as const;
