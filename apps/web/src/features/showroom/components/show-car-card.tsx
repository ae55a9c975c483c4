import { Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { carConditionLabel, energyTypeLabel, mileageText, type ShowCarCard as Card } from '@kc/shared';
import type { ReactNode } from 'react';
import { MediaCard, mediaCardStyles as m } from '../../../components/ui/media-card';
import { showroomPaths } from './showroom-paths';

/** A car's cover, or a placeholder with its first character. */
export function CarCover({ car }: { car: Pick<Card, 'name' | 'cover'> }) {
  return car.cover ? (
    <img src={car.cover} alt={`${car.name}的照片`} loading="lazy" />
  ) : (
    <span aria-hidden>{car.name.slice(0, 1)}</span>
  );
}

/** The spec line of a card: 2024年 · 4.2万公里 · 纯电 · 重庆 (what is known). */
export const cardSpecs = (c: Card): string =>
  [
    c.year ? `${c.year}年` : '',
    c.condition === 'used' ? mileageText(c.mileage_km) : '',
    c.energy ? energyTypeLabel[c.energy] : '',
    c.city,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The showroom card: cover, name, 新车 / 二手车, specs, price; a tap opens the detail (a used car's own page), or
 * `to`. `tag` replaces the condition tag (the business's list shows the state).
 */
export function ShowCarCard({
  car,
  to,
  onOpen,
  tag,
  extra,
  actions,
}: {
  car: Card;
  /** where a tap goes (default the detail); null: not a link */
  to?: string | null;
  onOpen?: () => void;
  tag?: ReactNode;
  extra?: ReactNode;
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  const target = to === undefined ? showroomPaths.detail(car.id) : to;
  return (
    <MediaCard
      title={car.name}
      cover={<CarCover car={car} />}
      tag={
        tag ?? (
          <Tag color={car.condition === 'used' ? 'warning' : 'primary'} fill="outline">
            {carConditionLabel[car.condition]}
          </Tag>
        )
      }
      onOpen={
        target === null
          ? undefined
          : () => {
              onOpen?.();
              void navigate(target);
            }
      }
      actions={actions}
    >
      <p className={m.line}>
        <span className={m.ellipsis}>{cardSpecs(car) || '参数待完善'}</span>
      </p>
      <p className={m.line}>
        <span className={m.ellipsis}>{car.dealer_name}</span>
      </p>
      <p className={m.bottom}>
        <span className={m.price}>{car.price_text}</span>
      </p>
      {extra}
    </MediaCard>
  );
}
