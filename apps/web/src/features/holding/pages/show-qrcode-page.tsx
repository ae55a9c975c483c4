import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { HoldingCard, WriteOffRecord } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { scanCode } from '../../../lib/scan';
import { useHoldingCode } from '../api/holding-code';
import { holdingKeys } from '../api/holding-keys';
import { QrPanel } from '../components/qr-panel';
import { useHoldingWatch } from '../hooks/use-holding-watch';
import { usePageVisible } from '../hooks/use-page-visible';
import { DEFAULT_STYLE_COLOR, typeLabel } from '../utils/card-text';
import { holdingPaths } from '../utils/holding-paths';
import { keepOfflineCode, keptOfflineCode } from '../utils/offline-code';
import { positiveId } from '../../../lib/routing/route-id';
import styles from '../components/qr.module.css';

/** The newer of two copies of a card: more uses counted wins; on a tie the first (the fresher fetch). */
const newer = (a: HoldingCard | undefined, b: HoldingCard | undefined): HoldingCard | undefined =>
  !a ? b : !b ? a : b.used > a.used ? b : a;

/**
 * /verification/show-qrcode/{id}, …/ticket/{id}, …/coupon/{id} (id: a holding; isCert=1 marks a pass): the
 * item's short-lived code as a QR, refreshed every refresh_in seconds, and live: a write-off seen by the
 * long-poll shows 已核销 with when and where. Not usable: the state instead of a code.
 */
export default function ShowQrcodePage() {
  const holdingId = positiveId(useParams().id);
  if (!holdingId) return <Navigate to="/404" replace />;
  return <ShowQrcode holdingId={holdingId} />;
}

function ShowQrcode({ holdingId }: { holdingId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isCert = useSearchParams()[0].get('isCert') === '1';
  const visible = usePageVisible();
  const q = useHoldingCode(holdingId);
  const [watched, setWatched] = useState<HoldingCard | undefined>(undefined);
  const [justUsed, setJustUsed] = useState<WriteOffRecord | null>(null);

  // the day code, kept while online; shown when the code cannot be refreshed (offline)
  useEffect(() => {
    if (q.data?.offline_code)
      keepOfflineCode(holdingId, { code: q.data.offline_code, shortCode: q.data.offline_short_code, card: q.data.card });
  }, [holdingId, q.data]);
  const cannotRefresh = q.isError || q.fetchStatus === 'paused';
  const kept = cannotRefresh ? keptOfflineCode(holdingId) : null;

  const card = newer(q.data?.card, watched) ?? kept?.card;
  useHoldingWatch(holdingId, q.data?.card.used, visible, (answer) => {
    setWatched(answer.card);
    setJustUsed(answer.last ?? { ...emptyRecord, create_time: Math.floor(Date.now() / 1000) });
    void queryClient.invalidateQueries({ queryKey: holdingKeys.all, refetchType: 'none' });
    // a fresh code for the next use (or the final state)
    void q.refetch();
  });

  const pass = isCert || !!card?.is_cert;
  // the table names the path (核销二维码, 门票核销码, 卡券核销码); a pass, known from the data, is 出示证件
  const title = pass ? '出示证件' : undefined;
  if (q.isPending && !kept) {
    return (
      <div className="page">
        <PageHeader title={title} />
        <PageLoading />
      </div>
    );
  }
  if ((q.isError && !kept) || !card) {
    return (
      <div className="page">
        <PageHeader title={title} />
        <LoadError error={q.error ?? new Error('内容不存在')} onRetry={() => void q.refetch()} />
      </div>
    );
  }

  const scan = async () => {
    const text = await scanCode();
    if (text) void navigate(holdingPaths.selfWriteOff(text));
  };
  const color = card.ticket_style_color || DEFAULT_STYLE_COLOR;

  return (
    <div className="page">
      <PageHeader title={title} />
      <div className={styles.hero} style={{ background: color }}>
        <h2>{card.ticket_name || '未命名'}</h2>
        <p>
          {typeLabel(card.product_type, pass)} · {card.project_name || card.business_name}
        </p>
      </div>
      <QrPanel
        card={card}
        code={kept ? kept.code : q.data?.code}
        shortCode={kept ? kept.shortCode : q.data?.short_code}
        offline={!!kept}
        fetchedAt={q.dataUpdatedAt}
        refreshIn={q.data?.refresh_in || 30}
        refreshing={q.isFetching}
        onRefresh={() => void q.refetch()}
        justUsed={justUsed}
        onContinue={() => setJustUsed(null)}
      />
      {card.write_off_mode === 2 && card.state === 'valid' && (
        <div className="block-button">
          <Button block color="primary" onClick={() => void scan()}>
            扫码核销
          </Button>
        </div>
      )}
      <KeyValueList
        rows={[
          { label: '状态', value: card.state_label },
          { label: '有效期', value: card.date_string || '待定' },
          { label: '已核销', value: `${card.used} 次` },
          ...(card.holder_name
            ? [{ label: '持有人', value: [card.holder_name, card.holder_mobile].filter(Boolean).join(' ') }]
            : []),
          ...(card.cert_sn ? [{ label: '证件编号', value: card.cert_sn }] : []),
          { label: '商家', value: card.business_name || '—' },
        ]}
      />
      {card.ticket_rule_content && (
        <section className={cx('section', styles.rule)}>
          <h3>使用规则</h3>
          <p>{card.ticket_rule_content}</p>
        </section>
      )}
      <div className={styles.links}>
        <Button fill="outline" onClick={() => void navigate(holdingPaths.record(holdingId, pass))}>
          核销记录
        </Button>
        {card.product_type === 2 && (
          <Button fill="outline" onClick={() => void navigate(holdingPaths.stores(holdingId))}>
            适用门店
          </Button>
        )}
      </div>
    </div>
  );
}

const emptyRecord: WriteOffRecord = {
  id: 0,
  holding_id: 0,
  item_id: 0,
  item_name: '',
  point_id: 0,
  point_name: '',
  point_location: '',
  mode: 1,
  checker_name: '',
  holder_name: '',
  holder_mobile: '',
  create_time: 0,
};
