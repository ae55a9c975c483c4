import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { carConditionLabel, type ShowCarDetail } from '@kc/shared';
import { AdvisorCard } from './advisor-card';
import { CarGallery } from './car-gallery';
import { CarSpecs } from './car-specs';
import styles from './car-detail.module.css';

/** The head of a car's page: name, price, tags (新车 / 二手车, 已售). */
export function CarHead({ car, children }: { car: ShowCarDetail; children?: ReactNode }) {
  return (
    <section className={styles.head}>
      <h1 className={styles.name}>{car.name}</h1>
      <div className={styles.priceRow}>
        <span className={styles.price}>{car.price_text}</span>
        {children}
      </div>
      <div className={styles.tags}>
        <Tag color={car.condition === 'used' ? 'warning' : 'primary'} fill="outline">
          {carConditionLabel[car.condition]}
        </Tag>
        {car.state === 'sold' && <Tag color="default">已售</Tag>}
        {car.city && <Tag fill="outline">{car.city}</Tag>}
      </div>
    </section>
  );
}

/** The advisors of the car (call or WeChat) and its dealer. */
export function CarContacts({ car }: { car: ShowCarDetail }) {
  return (
    <>
      <section className="section" aria-label="销售顾问">
        <h3 className="kv-title">销售顾问</h3>
        {car.advisors.length === 0 ? (
          <p className={styles.muted}>暂无销售顾问，可联系商家</p>
        ) : (
          <div className={styles.advisors}>
            {car.advisors.map((a) => (
              <AdvisorCard key={a.id} advisor={a} />
            ))}
          </div>
        )}
      </section>
      <section className="section" aria-label="商家">
        <h3 className="kv-title">商家</h3>
        <div className={styles.dealer}>
          <span>{car.dealer_name}</span>
        </div>
      </section>
    </>
  );
}

/** Gallery, head, specs, description and contacts: the body both car pages share (`children` after the head, `footer` at the end). */
export function CarDetailBody({
  car,
  children,
  footer,
}: {
  car: ShowCarDetail;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <>
      <CarGallery name={car.name} photos={car.photos} />
      <CarHead car={car} />
      {children}
      <CarSpecs car={car} />
      {car.description && (
        <section className="section" aria-label="车辆介绍">
          <h3 className="kv-title">车辆介绍</h3>
          <p className={styles.description}>{car.description}</p>
        </section>
      )}
      <CarContacts car={car} />
      {footer}
    </>
  );
}
