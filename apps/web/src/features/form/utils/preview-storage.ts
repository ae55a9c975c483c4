import type { FormField } from '@kc/shared';

/** sessionStorage key of the draft the builder hands to /invitation/enter-blank/preview (spec 3.1 preview form). */
export const PREVIEW_KEY = 'form-preview';

export interface PreviewForm {
  title: string;
  description: string;
  fields: FormField[];
}

export const writePreview = (p: PreviewForm): void => sessionStorage.setItem(PREVIEW_KEY, JSON.stringify(p));

/** The draft to preview, or null when none was handed over (or it is unreadable). */
export const readPreview = (): PreviewForm | null => {
  try {
    const p = JSON.parse(sessionStorage.getItem(PREVIEW_KEY) ?? 'null') as Partial<PreviewForm> | null;
    if (!p || !Array.isArray(p.fields)) return null;
    return { title: String(p.title ?? ''), description: String(p.description ?? ''), fields: p.fields };
  } catch {
    return null;
  }
};
