import { Grid } from 'antd-mobile';
import type { ReactNode } from 'react';

export interface Shortcut {
  title: string;
  to: string;
  icon: ReactNode;
}

/** Line icons in the style of components/ui/icons (24×24, currentColor) for the shortcuts of 我的. */
export const LineIcon = ({ d }: { d: string }) => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d={d} />
  </svg>
);

/** One row (or more) of four shortcut tiles of 我的, each named by its title. */
export function ShortcutGrid({
  entries,
  label,
  onOpen,
}: {
  entries: Shortcut[];
  /** the group's name for screen readers */
  label?: string;
  onOpen: (path: string) => void;
}) {
  return (
    <Grid columns={4} gap={0} className="entry-grid" aria-label={label}>
      {entries.map((e) => (
        <Grid.Item key={e.to}>
          {/* a button: reachable and opened by keyboard too (a tile's div was neither) */}
          <button type="button" className="entry" onClick={() => onOpen(e.to)}>
            <span className="entry-icon" aria-hidden>
              {e.icon}
            </span>
            <span className="entry-title">{e.title}</span>
          </button>
        </Grid.Item>
      ))}
    </Grid>
  );
}
