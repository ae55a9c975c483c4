import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { HoldingCard } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { usePointByCode } from '../api/point-by-code';
import { HoldingOption, HoldingOptions } from '../components/holding-option';
import { PointHead } from '../components/point-head';
import { OutcomeActions, WriteOffOutcome } from '../components/write-off-outcome';
import { useSelfWriteOff } from '../hooks/use-self-write-off';
import { verifyPaths } from '../utils/verify-paths';
import styles from './self-write-off-page.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** The point code from the route (a scanned URL may carry it encoded once more). */
const decodeCode = (raw: string): string => {
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
};

/** Why locating failed, in Chinese: the platform's own message when it is one, else the usual remedy. */
const locateHint = (error: string): string =>
  /[\u4e00-\u9fa5]/.test(error) && error !== '定位失败' ? `${error}，请开启定位权限后重试` : '请开启定位权限后重试';

const BUTTON_TEXT = { idle: '确认核销', locating: '定位中…', sending: '核销中…' } as const;

function Picker({
  holdings,
  flow,
  chosen,
  onChoose,
}: {
  holdings: HoldingCard[];
  flow: ReturnType<typeof useSelfWriteOff>;
  chosen: number | null;
  onChoose: (holdingId: number) => void;
}) {
  // one item: nothing to choose; a choice that left the list (used up) no longer counts
  const selected =
    holdings.length === 1 ? holdings[0]!.holding_id : holdings.some((h) => h.holding_id === chosen) ? chosen : null;

  if (holdings.length === 0)
    return (
      <div className="center-page">
        <ErrorBlock status="empty" title="你没有可在此核销点使用的票券" description="请确认票券在有效期内且未用完" />
      </div>
    );

  return (
    <>
      <h3 className={styles.pickTitle}>{holdings.length > 1 ? '请选择要核销的票券' : '将核销以下票券'}</h3>
      <HoldingOptions>
        {holdings.map((h) => (
          <HoldingOption
            key={h.holding_id}
            card={h}
            selected={selected === h.holding_id}
            onSelect={() => onChoose(h.holding_id)}
          />
        ))}
      </HoldingOptions>
      {flow.locateError && (
        <div className={styles.locateError} role="alert">
          <div>
            <b>定位失败</b>
            <p>{locateHint(flow.locateError)}</p>
          </div>
          <Button
            size="small"
            color="danger"
            fill="outline"
            onClick={() => {
              if (selected !== null) void flow.confirm(selected);
            }}
          >
            重试
          </Button>
        </div>
      )}
      <p className="form-tip">核销需获取你的位置，请在核销点现场操作。</p>
      <ActionBar>
        <Button
          color="primary"
          size="large"
          disabled={selected === null}
          loading={flow.phase !== 'idle'}
          loadingText={BUTTON_TEXT[flow.phase]}
          onClick={() => {
            if (selected !== null) void flow.confirm(selected);
          }}
        >
          {BUTTON_TEXT.idle}
        </Button>
      </ActionBar>
    </>
  );
}

function PointView({ pointCode }: { pointCode: string }) {
  const navigate = useNavigate();
  const q = usePointByCode(pointCode);
  const flow = useSelfWriteOff(pointCode);
  // kept across an outcome, so 重新核销 comes back to the same item
  const [chosen, setChosen] = useState<number | null>(flow.outcome?.holding_id ?? null);

  if (flow.outcome) {
    const { holding_id, result } = flow.outcome;
    const held = q.data?.holdings.find((h) => h.holding_id === holding_id);
    const isCert = result.card?.is_cert ?? held?.is_cert ?? false;
    const view = (
      <Button
        key="view"
        block
        color={result.ok ? 'primary' : 'default'}
        size="large"
        onClick={() => void navigate(verifyPaths.holdingCode(holding_id, isCert))}
      >
        查看我的票券
      </Button>
    );
    const back = (
      <Button
        key="back"
        block
        color={result.ok ? 'default' : 'primary'}
        size="large"
        onClick={() => {
          setChosen(holding_id);
          flow.dismiss();
        }}
      >
        {result.ok ? '返回' : '重新核销'}
      </Button>
    );
    return (
      <>
        <WriteOffOutcome
          result={result}
          reader="holder"
          known={{ itemName: held?.ticket_name, pointName: q.data?.point.point_name }}
        />
        <OutcomeActions>{result.ok ? [view, back] : [back, view]}</OutcomeActions>
      </>
    );
  }
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <>
      <PointHead point={q.data.point} />
      <Picker holdings={q.data.holdings} flow={flow} chosen={chosen} onChoose={setChosen} />
    </>
  );
}

/**
 * /verification/result/{qrcode}: the holder scanned a write-off point's code (interactive mode). The point and my
 * items usable there; pick one (chosen already when there is one), 确认核销 locates and writes off; the answer
 * shows big.
 */
export default function SelfWriteOffPage() {
  const pointCode = decodeCode(useParams().qrcode ?? '');
  return (
    <div className="page has-form-actions">
      <PageHeader />
      <PointView key={pointCode} pointCode={pointCode} />
    </div>
  );
}
