import { SPM_STORAGE_KEY } from './index';

/** A shared link carries `spm=<code>`: remember it so every later call attributes the visit to the sharer. */
export function rememberSpm(search: string, storage: Storage = localStorage): void {
  const spm = new URLSearchParams(search).get('spm');
  if (spm && /^[\w-]{1,64}$/.test(spm)) storage.setItem(SPM_STORAGE_KEY, spm);
}
