import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { APP_VERSION } from '@kc/shared';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { aboutQuery } from '../api/about';
import { servicesPhoneQuery } from '../api/services-phone';
import '../components/my.css';
import styles from './about-page.module.css';

/** A phone number as a tel: link target (digits and a leading +). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** /my/about (no login): the aboutus document, the service phone (tap to call) and the app version. */
export default function AboutPage() {
  const { data, isPending, isError, error, refetch } = useQuery(aboutQuery);
  const phone = useQuery(servicesPhoneQuery);
  return (
    <div className="page">
      <PageHeader />
      <div className="about-head">
        <BrandLogo size={64} label="车友会" />
        <h2>{data?.title ?? '关于我们'}</h2>
        <span className="about-version">当前版本 v{APP_VERSION}</span>
      </div>
      <List className="section">
        <List.Item
          description="点击号码即可拨打"
          extra={
            phone.data ? (
              <a
                className={styles.phone}
                href={telHref(phone.data.phone)}
                aria-label={`拨打客服电话 ${phone.data.phone}`}
              >
                {phone.data.phone}
              </a>
            ) : phone.isError ? (
              <button type="button" className={styles.retry} onClick={() => void phone.refetch()}>
                获取失败，点击重试
              </button>
            ) : (
              '加载中…'
            )
          }
        >
          客服电话
        </List.Item>
      </List>
      {isPending && <PageLoading />}
      {isError && <LoadError error={error} onRetry={() => void refetch()} />}
      {data && <div className="section about-content">{data.content}</div>}
    </div>
  );
}
