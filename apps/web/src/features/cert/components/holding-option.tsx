import type { HoldingCard } from '@kc/shared';

/** Uses left as the holder reads them: in all (limit type 1) or today (limit type 2). */
export const remainingText = (card: HoldingCard): string =>
  card.limit_type === 2 ? `今日剩余 ${card.remaining} 次` : `剩余 ${card.remaining} 次`;

/** One of my items usable at the point, to pick for the write-off. */
export function HoldingOption({
  card,
  selected,
  onSelect,
}: {
  card: HoldingCard;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <div
      className={selected ? 'holding-option is-selected' : 'holding-option'}
      role="radio"
      aria-checked={selected}
      aria-label={card.ticket_name}
      tabIndex={0}
      onClick={onSelect}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') onSelect();
      }}
    >
      <span className="holding-option-check" aria-hidden />
      <div className="holding-option-body">
        <h3>{card.ticket_name}</h3>
        <p>
          {card.is_cert ? '证件' : card.business_name}
          {card.holder_name && ` · ${card.holder_name}`}
        </p>
        <p className="holding-option-meta">
          <span>{remainingText(card)}</span>
          <span>有效期 {card.date_string || '—'}</span>
        </p>
      </div>
    </div>
  );
}
