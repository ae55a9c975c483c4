import { Button, Input, type InputRef } from 'antd-mobile';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import type { MyPoint } from '../api/checker-items';
import { GunReadRow } from '../components/gun-read-row';
import { OfflineBanner } from '../components/offline-banner';
import { PointBanner } from '../components/point-banner';
import { PointMissing } from '../components/point-missing';
import gun from '../components/gun.module.css';
import { PointPicker } from '../components/point-picker';
import ui from '../components/verify.module.css';
import { cx } from '../../../components/ui/cx';
import { WriteOffFailure, WriteOffOutcome } from '../components/write-off-outcome';
import { useGunReader } from '../hooks/use-gun-reader';
import { useMyPoint } from '../hooks/use-my-point';
import { useOfflinePoint } from '../offline/use-offline-point';
import { positiveId } from '../../../lib/routing/route-id';
import { verifyPaths } from '../utils/verify-paths';

function Gun({ point }: { point: MyPoint }) {
  const navigate = useNavigate();
  const input = useRef<InputRef>(null);
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(true);
  const { reads, read, current } = useGunReader(point.id);
  useOfflinePoint(point.id);

  const focus = () => input.current?.focus();
  const refocusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    focus();
    return () => clearTimeout(refocusTimer.current);
  }, []);

  // the DOM's value: a scanner types faster than renders, the Enter carries every character
  const enter = (e: KeyboardEvent<HTMLInputElement>) => {
    const code = e.currentTarget.value || value;
    setValue('');
    void read(code);
    focus();
  };
  // a click on nothing focusable gives the focus back to the input: the next read lands there
  const onBlur = () => {
    setFocused(false);
    clearTimeout(refocusTimer.current);
    refocusTimer.current = setTimeout(() => {
      if (!input.current) return; // left the screen
      const active = document.activeElement;
      if (!active || active === document.body) focus();
    });
  };

  return (
    <>
      <PointBanner point={point} />
      <OfflineBanner pointId={point.id} />
      <section className={gun.panel}>
        <label className={gun.label} htmlFor="gun-input">
          用扫码枪扫描核销码，扫描后自动核销；也可键入持有人的数字码后按回车
        </label>
        <Input
          id="gun-input"
          ref={input}
          className={gun.input}
          aria-label="核销码"
          placeholder="等待扫码…"
          autoFocus
          autoComplete="off"
          value={value}
          onChange={setValue}
          onEnterPress={enter}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
        />
        {!focused && (
          <button type="button" className={gun.refocus} onClick={focus}>
            输入框未选中，点击此处继续扫码
          </button>
        )}
        {/* the outcome says itself (WriteOffOutcome: the app's live region) */}
        <div>
          {current === null ? (
            <p className={gun.idle}>扫码结果将显示在这里</p>
          ) : current.state === 'pending' ? (
            <PageLoading text="核销中…" />
          ) : current.state === 'failed' ? (
            <WriteOffFailure compact message={current.error ?? ''} />
          ) : (
            <WriteOffOutcome compact result={current.result!} offline={current.offline} />
          )}
        </div>
      </section>
      {reads.length > 0 && (
        <section className={cx(ui.card, gun.history)} aria-label="最近核销">
          <h3 className={ui.cardTitle}>最近核销</h3>
          <ul>
            {reads.map((r) => (
              <GunReadRow key={r.id} read={r} />
            ))}
          </ul>
        </section>
      )}
      <div className={ui.links}>
        <Button fill="none" color="primary" onClick={() => void navigate(verifyPaths.gun(), { replace: true })}>
          切换核销点
        </Button>
        <Button fill="none" color="primary" onClick={() => void navigate(verifyPaths.logs(point.id))}>
          核销记录
        </Button>
      </div>
    </>
  );
}

function AtPoint({ pointId }: { pointId: number }) {
  const { query, point } = useMyPoint(pointId);
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!point) return <PointMissing to={verifyPaths.gun()} />;
  return <Gun point={point} />;
}

/** /pc/scan?point_id=: a scanner gun types the code and Enter; each read is written off at once at the point. */
export default function PcScanPage() {
  const [search, setSearch] = useSearchParams();
  const pointId = positiveId(search.get('point_id'));
  return (
    <div className="page">
      <PageHeader />
      {pointId ? (
        <AtPoint key={pointId} pointId={pointId} />
      ) : (
        <>
          <p className={ui.intro}>选择扫码枪所在的核销点</p>
          <PointPicker onPick={(p) => setSearch({ point_id: String(p.id) }, { replace: true })} />
        </>
      )}
    </div>
  );
}
