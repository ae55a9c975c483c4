import { ImageViewer, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { formatDate, type ReportCase } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';
import styles from './report-audit-view.module.css';

function Thumbs({ images, what }: { images: string[]; what: string }) {
  if (images.length === 0) return null;
  return (
    <div className={styles.images}>
      {images.map((src, i) => (
        <button
          key={`${src}-${i}`}
          type="button"
          className={styles.thumb}
          aria-label={`查看${what}${i + 1}`}
          onClick={() => ImageViewer.Multi.show({ images, defaultIndex: i })}
        >
          <img src={src} alt={`${what}${i + 1}`} />
        </button>
      ))}
    </div>
  );
}

/**
 * A report case (audit type report): what was reported as it is now (text and images, or a person), its author,
 * 已隐藏 while hidden, and every report with the reporter, the reason, the detail and the images.
 */
export function ReportAuditView({ report: r }: { report: ReportCase }) {
  const author = r.author_nickname || `用户${r.author_uid}`;
  return (
    <>
      <KeyValueList
        title="举报对象"
        rows={[
          {
            label: '类型',
            value: (
              <>
                {r.module_label}
                {r.hidden && (
                  <Tag color="danger" fill="outline" style={{ marginLeft: 6 }}>
                    已隐藏
                  </Tag>
                )}
              </>
            ),
          },
          { label: '发布者', value: <Link to={`/personal/index?uid=${r.author_uid}`}>{author}</Link> },
          { label: '举报人数', value: `${r.reports.length}人` },
        ]}
      />
      <section className="section" aria-label="被举报的内容">
        <h3 className="kv-title">{r.title || '被举报的内容'}</h3>
        {r.body ? <p className={styles.content}>{r.body}</p> : <p className={styles.empty}>无文字内容</p>}
        <Thumbs images={r.images} what="被举报的图片" />
      </section>
      <section className="section" aria-label="举报记录">
        <h3 className="kv-title">举报记录</h3>
        <ul className={styles.reports}>
          {r.reports.map((x, i) => (
            <li key={`${x.create_time}-${i}`} className={styles.report}>
              <div className={styles.reportHead}>
                <strong>{x.nickname || '用户'}</strong>
                <Tag color="warning" fill="outline">
                  {x.reason_label}
                </Tag>
                <span className={styles.time}>{formatDate(x.create_time)}</span>
              </div>
              {x.detail && <p className={styles.detail}>{x.detail}</p>}
              <Thumbs images={x.images} what={`${x.nickname || '举报人'}的举报图片`} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
