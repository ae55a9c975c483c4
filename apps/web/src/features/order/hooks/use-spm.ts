import { useSearchParams } from 'react-router';
import { SPM_STORAGE_KEY } from '../../../lib/http';

const SPM_RE = /^[\w-]{1,64}$/;

/** The spm that attributes an order: the link's `?spm=`, else the one remembered at entry, else ''. */
export function useSpm(): string {
  const [search] = useSearchParams();
  const fromQuery = search.get('spm')?.trim() ?? '';
  if (SPM_RE.test(fromQuery)) return fromQuery;
  const stored = localStorage.getItem(SPM_STORAGE_KEY) ?? '';
  return SPM_RE.test(stored) ? stored : '';
}
