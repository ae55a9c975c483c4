/** The one-line explanation under a form field's term. */
export function FieldHint({ children }: { children: string }) {
  return <p className="field-hint">{children}</p>;
}
