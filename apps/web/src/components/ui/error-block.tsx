import { createErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';

/**
 * antd-mobile's ErrorBlock (the empty list, the missing item, 404 and 功能建设中), the same component built with
 * `createErrorBlock` around small inline marks instead of antd's four illustrations, which are 10 KB gzip and were
 * loaded by every page that can show an empty list (bench/notes.md). Same props, markup and styles as antd's: pages
 * import it from here instead of from antd-mobile (an eslint rule keeps it so).
 */
const mark = (children: ReactNode) => (
  <svg viewBox="0 0 120 100" aria-hidden="true" focusable="false">
    <ellipse cx="60" cy="88" rx="42" ry="6" fill="#eef1f6" />
    {children}
  </svg>
);

/** an empty tray */
const empty = mark(
  <>
    <path
      d="M26 52 38 26h44l12 26v26a4 4 0 0 1-4 4H30a4 4 0 0 1-4-4Z"
      fill="#f5f7fb"
      stroke="#a9b4c8"
      strokeWidth="3"
    />
    <path d="M26 52h22l4 8h16l4-8h22" fill="none" stroke="#a9b4c8" strokeWidth="3" strokeLinejoin="round" />
  </>,
);

/** a page with a question mark */
const missing = mark(
  <>
    <rect x="34" y="14" width="52" height="66" rx="6" fill="#f5f7fb" stroke="#a9b4c8" strokeWidth="3" />
    <path
      d="M52 40a8 8 0 1 1 11 7.4c-2 .9-3 2.4-3 4.6v3"
      fill="none"
      stroke="#6b7a99"
      strokeWidth="4"
      strokeLinecap="round"
    />
    <circle cx="60" cy="64" r="2.8" fill="#6b7a99" />
  </>,
);

/** a broken link */
const disconnected = mark(
  <>
    <path d="M50 34 40 24a12 12 0 0 0-17 17l10 10" fill="none" stroke="#a9b4c8" strokeWidth="5" strokeLinecap="round" />
    <path d="m70 66 10 10a12 12 0 0 0 17-17L87 49" fill="none" stroke="#a9b4c8" strokeWidth="5" strokeLinecap="round" />
    <path d="M56 26v-8M64 74v8M44 56h-8M76 44h8" stroke="#6b7a99" strokeWidth="4" strokeLinecap="round" />
  </>,
);

/** an hourglass */
const busy = mark(
  <>
    <path d="M40 16h40M40 82h40" stroke="#6b7a99" strokeWidth="5" strokeLinecap="round" />
    <path
      d="M45 16c0 18 30 22 30 33S45 64 45 82h30c0-18-30-22-30-33s30-15 30-33Z"
      fill="#f5f7fb"
      stroke="#a9b4c8"
      strokeWidth="3"
    />
  </>,
);

export const ErrorBlock = createErrorBlock({ default: missing, empty, disconnected, busy });
