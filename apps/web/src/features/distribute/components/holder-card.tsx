import { Tag } from 'antd-mobile';
import type { Received } from '@kc/shared';

/** The named holder of a claimed item: square photo, name and tags. */
export function HolderCard({ received }: { received: Received }) {
  return (
    <div className="holder-card" aria-label="持证人">
      {received.holder_photo ? (
        <img className="holder-photo" src={received.holder_photo} alt={received.holder_name} />
      ) : (
        <div className="holder-photo is-empty" />
      )}
      <div className="holder-info">
        <strong className="holder-name">{received.holder_name}</strong>
        <div className="holder-tags">
          {received.holder_tags.map((t) => (
            <Tag key={t} color="primary" fill="outline">
              {t}
            </Tag>
          ))}
        </div>
      </div>
    </div>
  );
}
