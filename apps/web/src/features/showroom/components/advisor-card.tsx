import { Button, Toast } from 'antd-mobile';
import { Link } from 'react-router';
import type { SaleAdvisor } from '@kc/shared';
import { copyText } from '../../../lib/platform';
import { showroomPaths } from './showroom-paths';
import styles from './car-detail.module.css';

/** A sale advisor with 拨打电话 (a tel: link) and 微信 (copies the WeChat id); the name opens their page. */
export function AdvisorCard({ advisor: a, link = true }: { advisor: SaleAdvisor; link?: boolean }) {
  const copyWechat = async () => {
    const ok = await copyText(a.wechat);
    Toast.show(
      ok
        ? { icon: 'success', content: '微信号已复制，请到微信添加好友' }
        : { content: `复制失败，微信号：${a.wechat}` },
    );
  };
  return (
    <article className={styles.advisor} aria-label={`销售顾问${a.name}`}>
      {a.avatar ? (
        <img className={styles.avatar} src={a.avatar} alt={`${a.name}的头像`} />
      ) : (
        <span className={styles.avatar} aria-hidden>
          {a.name.slice(0, 1)}
        </span>
      )}
      <div className={styles.advisorBody}>
        {link ? (
          <Link to={showroomPaths.advisor(a.id)} className={styles.advisorName}>
            {a.name}
          </Link>
        ) : (
          <span className={styles.advisorName}>{a.name}</span>
        )}
        <span className={styles.advisorTitle}>{a.title}</span>
      </div>
      <div className={styles.advisorActions}>
        <a className={styles.call} href={`tel:${a.mobile}`} aria-label={`拨打电话给${a.name}`}>
          拨打电话
        </a>
        {a.wechat && (
          <Button
            size="mini"
            color="success"
            fill="outline"
            onClick={() => void copyWechat()}
            aria-label={`微信，复制${a.name}的微信号`}
          >
            微信
          </Button>
        )}
      </div>
    </article>
  );
}
