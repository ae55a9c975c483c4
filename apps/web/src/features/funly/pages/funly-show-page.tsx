import { Button, Tag, Toast } from 'antd-mobile';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatDate, formatDistance, formatYuan, type FunlyDetail } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { confirmAction } from '../../../components/ui/confirm';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { loginPath } from '../../../config/paths';
import { showError } from '../../../lib/http';
import { currentFullPath } from '../../../lib/navigation';
import { getPlatform } from '../../../lib/platform';
import { positiveId } from '../../../lib/routing/route-id';
import { isLoggedIn } from '../../../lib/session';
import { useFunlyCancel } from '../api/funly-cancel';
import { useFunlyLike } from '../api/funly-like';
import { useFunlyShow } from '../api/funly-show';
import { FunlyStateTag, funlyPlacesText, funlyTimeText } from '../components/funly-card';
import { usePublicPosition } from '../../../lib/location/public-position';
import { shareFunly } from '../components/public-share';
import styles from '../components/public.module.css';
import { RichTextView } from '../../../components/ui/rich-text-view';
import { ErrorBlock } from '../../../components/ui/error-block';

export const funlyPaths = {
  show: (id: number) => `/funly/show?id=${id}`,
  apply: (id: number) => `/funly/enter-blank/2/${id}`,
  enterList: (id: number) => `/funly/enterList?id=${id}`,
  couponList: (id: number) => `/funly/couponList?id=${id}`,
  appointType: (id: number) => `/funly/appointType?id=${id}`,
  appoint: (id: number, slot: number) => `/funly/appoint?id=${id}&slot=${slot}`,
  result: (id: number) => `/my/funly/result/${id}`,
  qrcode: (holdingId: number) => `/verification/show-qrcode/${holdingId}`,
  payment: (orderId: number) => `/my/order/payment/${orderId}`,
};

const windowText = (a: number | null, b: number | null) =>
  a === null && b === null ? '待定' : `${a === null ? '待定' : formatDate(a)} - ${b === null ? '待定' : formatDate(b)}`;

/** Asks to log in (the login screen returns here) when the caller is a visitor; true when logged in. */
const needLogin = (navigate: (to: string) => void): boolean => {
  if (isLoggedIn()) return false;
  Toast.show({ content: '请登录' });
  navigate(loginPath(currentFullPath()));
  return true;
};

/** /funly/show and /funly/preview (?id=): one event, its place, places left, who is going, and what the caller may do. */
export default function FunlyShowPage() {
  const preview = useLocation().pathname.startsWith('/funly/preview');
  const id = positiveId(useSearchParams()[0].get('id'));
  const pos = usePublicPosition();
  const q = useFunlyShow(id, pos);
  return (
    <div className="page has-form-actions">
      <PageHeader />
      {preview && (
        <div className={styles.previewBanner} role="note">
          预览：活动审核通过并发布后，其他人才能看到
        </div>
      )}
      {!id ? (
        <ErrorBlock status="empty" title="活动不存在" description="链接有误，请返回后重试" />
      ) : q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <FunlyDetailView funly={q.data} preview={preview} />
      )}
    </div>
  );
}

function FunlyDetailView({ funly: f, preview }: { funly: FunlyDetail; preview: boolean }) {
  const navigate = useNavigate();
  const go = (to: string) => void navigate(to);
  const like = useFunlyLike(f.id);
  const cancel = useFunlyCancel();
  const tickets = f.relations.filter((r) => r.product_type === 1);
  const coupons = f.relations.filter((r) => r.product_type !== 1);
  const hasMap = f.latitude !== null && f.longitude !== null;

  const toggleLike = () => {
    if (needLogin(go)) return;
    like.mutate(!f.liked, { onError: showError });
  };
  const doCancel = async () => {
    if (!(await confirmAction('确定取消报名？取消后名额将让给其他人'))) return;
    cancel.mutate(f.id, {
      onSuccess: () => Toast.show({ icon: 'success', content: '已取消报名' }),
      onError: showError,
    });
  };
  const openMap = () => {
    if (!hasMap) return;
    void getPlatform().openLocation({ lat: f.latitude!, lng: f.longitude!, name: f.place, address: f.address });
  };

  const a = f.actions;
  const mine = f.mine;
  const showCode = mine?.holding_id != null && (mine.status === 1 || mine.status === 6);
  const buttons = [
    a.apply && (
      <Button key="apply" color="primary" onClick={() => (needLogin(go) ? undefined : go(funlyPaths.apply(f.id)))}>
        报名
      </Button>
    ),
    a.pay && mine?.order_id != null && (
      <Button key="pay" color="primary" onClick={() => go(funlyPaths.payment(mine.order_id!))}>
        去支付
      </Button>
    ),
    a.answer && (
      <Button key="answer" color="primary" onClick={() => go(funlyPaths.apply(f.id))}>
        填写报名信息
      </Button>
    ),
    showCode && (
      <Button key="code" color="primary" onClick={() => go(funlyPaths.qrcode(mine.holding_id!))}>
        查看入场码
      </Button>
    ),
    a.book && f.slots.length > 0 && (
      <Button key="book" color="primary" fill="outline" onClick={() => go(funlyPaths.appointType(f.id))}>
        预约时段
      </Button>
    ),
    a.cancel && (
      <Button key="cancel" fill="outline" loading={cancel.isPending} onClick={() => void doCancel()}>
        取消报名
      </Button>
    ),
  ].filter(Boolean);

  return (
    <>
      {f.cover ? (
        <img className={styles.cover} src={f.cover} alt={`${f.title}的封面`} />
      ) : (
        <div className={styles.cover} aria-hidden />
      )}
      <section className={styles.head}>
        <h1 className={styles.title}>{f.title || '未命名活动'}</h1>
        <div className={styles.tags}>
          {f.kind_label && <Tag color="primary">{f.kind_label}</Tag>}
          <FunlyStateTag card={f} />
          {f.need_approval && <Tag fill="outline">需审核</Tag>}
          <span className={f.price > 0 ? styles.price : styles.muted}>
            {f.price > 0 ? `¥${formatYuan(f.price)}起` : '免费'}
          </span>
        </div>
        {f.fail_reason && f.running_state === 2 && <p className={styles.muted}>未通过原因：{f.fail_reason}</p>}
        <div className={styles.headActions}>
          <button
            type="button"
            className={styles.iconButton}
            aria-pressed={f.liked}
            aria-label={f.liked ? `取消点赞，已有${f.like_count}人点赞` : `点赞，已有${f.like_count}人点赞`}
            disabled={like.isPending || preview}
            onClick={toggleLike}
          >
            <span aria-hidden>{f.liked ? '♥' : '♡'}</span>
            <span>{f.like_count}</span>
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="分享活动"
            disabled={preview}
            onClick={() => void shareFunly(f.id, { title: f.title, cover: f.cover })}
          >
            <span aria-hidden>↗</span>分享
          </button>
        </div>
      </section>

      <KeyValueList
        title="活动信息"
        rows={[
          { label: '活动时间', value: funlyTimeText(f.start_time, f.end_time) },
          { label: '报名时间', value: windowText(f.signup_start, f.signup_end) },
          {
            label: '活动地点',
            value: (
              <>
                <div>{f.place || '待定'}</div>
                {f.address && <div className={styles.muted}>{f.address}</div>}
                <div className={styles.muted}>距离 {formatDistance(f.distance_km)}</div>
                {hasMap && (
                  <Button
                    size="mini"
                    fill="none"
                    color="primary"
                    onClick={openMap}
                    aria-label="查看地图，在地图中查看活动地点"
                  >
                    查看地图
                  </Button>
                )}
              </>
            ),
          },
          { label: '主办方', value: f.business_name || '—' },
          { label: '名额', value: funlyPlacesText(f.capacity, f.taken) },
          ...(f.max_companions > 0 ? [{ label: '同行人数', value: `每人最多可带${f.max_companions}人` }] : []),
        ]}
      />

      <section className={styles.section} aria-label="报名与票券">
        <button type="button" className={styles.linkRow} onClick={() => go(funlyPaths.enterList(f.id))}>
          <span>已报名</span>
          <span className={styles.muted}>{f.going_count}人 ›</span>
        </button>
        {f.relations.length > 0 && (
          <button type="button" className={styles.linkRow} onClick={() => go(funlyPaths.couponList(f.id))}>
            <span>票券</span>
            <span className={styles.muted}>
              {[tickets.length > 0 && `门票${tickets.length}种`, coupons.length > 0 && `卡券${coupons.length}张`]
                .filter(Boolean)
                .join('，')}{' '}
              ›
            </span>
          </button>
        )}
        {f.slots.length > 0 && (
          <button type="button" className={styles.linkRow} onClick={() => go(funlyPaths.appointType(f.id))}>
            <span>预约时段</span>
            <span className={styles.muted}>{f.slots.length}个时段 ›</span>
          </button>
        )}
        {mine && (
          <button type="button" className={styles.linkRow} onClick={() => go(funlyPaths.result(f.id))}>
            <span>我的报名</span>
            <span className={styles.muted}>{mine.status_label} ›</span>
          </button>
        )}
      </section>

      <section className={styles.section} aria-label="活动介绍">
        <h2 className={styles.sectionTitle}>活动介绍</h2>
        {f.description ? <RichTextView html={f.description} /> : <p className={styles.muted}>暂无介绍</p>}
      </section>

      {a.manage && (
        <nav className={styles.organiserBar} aria-label="主办方管理">
          <span>你是该活动的主办方</span>
          <Link to={`/funly-manage/apply/auditList/${f.id}`}>报名管理</Link>
          {a.edit && (
            <button
              type="button"
              onClick={() =>
                void navigate(`/funly-manage/${f.state === 'draft' ? 'draft' : 'edit'}/${f.id}/${Date.now()}`)
              }
            >
              编辑
            </button>
          )}
        </nav>
      )}
      {!preview && (
        <ActionBar className={styles.bar}>
          {buttons.length > 0 ? buttons : <p className={styles.hint}>{a.apply_hint || '暂不可报名'}</p>}
        </ActionBar>
      )}
    </>
  );
}
