import styles from './holding-screen.module.css';

/** A magnifier (24×24, currentColor). */
export const SearchIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" strokeLinecap="round" />
  </svg>
);

/** A tappable search box that opens the search page. */
export function SearchEntry({ placeholder, onOpen }: { placeholder: string; onOpen: () => void }) {
  return (
    <div className={styles.searchEntry}>
      <button type="button" className={styles.searchBox} onClick={onOpen} aria-label={placeholder}>
        <SearchIcon />
        <span>{placeholder}</span>
      </button>
    </div>
  );
}
