/**
 * The product's mark (a ticket with a car), drawn inline: the same drawing as the splash of index.html. `label`
 * names it for screen readers; without one it is decoration.
 */
export function BrandLogo({ size = 56, label }: { size?: number; label?: string }) {
  return (
    <svg
      className="brand-logo"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <rect width="64" height="64" rx="16" fill="#fff" />
      <path
        d="M14 22a4 4 0 0 1 4-4h28a4 4 0 0 1 4 4v5a5 5 0 0 0 0 10v5a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4v-5a5 5 0 0 0 0-10z"
        fill="#2f6bff"
      />
      <path d="M39 20v24" stroke="#fff" strokeWidth="2" strokeDasharray="3 3" />
      <path
        d="M20 35.5l2.2-5.6A2.5 2.5 0 0 1 24.5 28.4h7a2.5 2.5 0 0 1 2.3 1.5l2.2 5.6v4a1 1 0 0 1-1 1h-1.5a1 1 0 0 1-1-1V39h-9v.5a1 1 0 0 1-1 1H21a1 1 0 0 1-1-1z"
        fill="#fff"
      />
      <circle cx="24" cy="36" r="1.3" fill="#2f6bff" />
      <circle cx="32" cy="36" r="1.3" fill="#2f6bff" />
    </svg>
  );
}
