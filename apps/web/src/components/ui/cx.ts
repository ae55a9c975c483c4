/** Class names joined with the falsy ones left out: `cx(styles.row, onClick && styles.link)`. */
export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
