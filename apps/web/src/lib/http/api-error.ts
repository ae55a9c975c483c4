import type { FieldError } from '@kc/shared';

/** A failed call: the server's code and message, or a client code of spec 8 (1024, 1025, 1026, 888). */
export class ApiError<D = unknown> extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly data: D;
  /** the client already told the user (toast, dialog or the login page): callers need not show it again */
  readonly shown: boolean;

  constructor(code: number, message: string, data?: D, shown = false) {
    super(message);
    this.code = code;
    this.data = data as D;
    this.shown = shown;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The failing fields of a validation error (10001 `data.fields`), else []. */
export const fieldErrorsOf = (e: unknown): FieldError[] => {
  if (!isApiError(e) || typeof e.data !== 'object' || e.data === null) return [];
  const fields = (e.data as { fields?: unknown }).fields;
  return Array.isArray(fields) ? (fields as FieldError[]) : [];
};
