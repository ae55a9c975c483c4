import type { KeyboardEvent, ReactNode } from 'react';
import './card-link.css';

/**
 * A card that opens something. A tap anywhere on it opens it (`cardProps` on the card, an article named by `name`),
 * and one element inside it, its title, is the link for the keyboard and for screen readers (`CardLink`: Tab, Enter,
 * Space). The link is named by its own visible text, or by a label that contains it (WCAG 2.5.3, label in name):
 * naming the whole card by its title made its name differ from everything it shows. Without `onOpen` the card is
 * just named, and the title is plain text.
 */
export const cardProps = (onOpen: (() => void) | undefined, name: string | undefined) => ({
  'aria-label': name,
  'data-opens': onOpen ? '' : undefined,
  onClick: onOpen,
});

export function CardLink({
  onOpen,
  label,
  children,
}: {
  onOpen: (() => void) | undefined;
  /** a name that contains the visible text (default: the visible text) */
  label?: string;
  children: ReactNode;
}) {
  if (!onOpen) return <>{children}</>;
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onOpen();
  };
  return (
    <span role="link" tabIndex={0} className="card-link" aria-label={label} onKeyDown={onKeyDown}>
      {children}
    </span>
  );
}
