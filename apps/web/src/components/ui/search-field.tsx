import { SearchBar, type SearchBarProps, type SearchBarRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';

/**
 * antd-mobile's SearchBar with its input named by `label` (the library names every search input 搜索框, which
 * tells a screen reader nothing about what is searched).
 */
export function SearchField({ label, ...props }: SearchBarProps & { label: string }) {
  const ref = useRef<SearchBarRef>(null);
  useEffect(() => {
    ref.current?.nativeElement?.setAttribute('aria-label', label);
  }, [label]);
  return <SearchBar ref={ref} {...props} />;
}
