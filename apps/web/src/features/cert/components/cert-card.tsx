import { Tag } from 'antd-mobile';
import type { HoldingCard } from '@kc/shared';

/** One of my passes in a list: item, business, holder (masked as the server gives it) or 待登记, validity. */
export function CertCard({ card, onOpen }: { card: HoldingCard; onOpen: () => void }) {
  const usable = card.state === 'valid';
  return (
    <article
      className={usable ? 'cert-card' : 'cert-card is-old'}
      role="link"
      tabIndex={0}
      aria-label={card.ticket_name}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen();
      }}
    >
      <div
        className="cert-card-band"
        style={card.ticket_style_color ? { background: card.ticket_style_color } : undefined}
      >
        <span>证件</span>
      </div>
      <div className="cert-card-body">
        <div className="cert-card-title">
          <h3>{card.ticket_name}</h3>
          {card.registered ? (
            <Tag color="success" fill="outline">
              已登记
            </Tag>
          ) : (
            <Tag color="warning" fill="outline">
              待登记
            </Tag>
          )}
        </div>
        <p className="cert-card-business">
          {card.business_name}
          {card.project_name && ` · ${card.project_name}`}
        </p>
        <p className="cert-card-holder">
          持证人 <b>{card.registered && card.holder_name ? card.holder_name : '待登记'}</b>
        </p>
        <p className="cert-card-date">
          有效期 {card.date_string || '—'}
          {!usable && <span className="cert-card-state">{card.state_label}</span>}
        </p>
      </div>
      <span className="cert-card-go" aria-hidden>
        {card.registered ? '出示' : '去登记'}
      </span>
    </article>
  );
}
