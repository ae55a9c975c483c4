import { Link, useParams } from 'react-router';
import { formatDate, type LotteryScreen } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { showError } from '../../../lib/http';
import { useAbsentWinner } from '../api/lottery-absent';
import { useConfirmWinner } from '../api/lottery-confirm';
import { useLotteryScreen } from '../api/lottery-screen';
import { useStartLottery } from '../api/lottery-start';
import { lotteryPaths } from '../components/lottery-paths';
import { useRoll } from '../hooks/use-roll';
import styles from '../components/screen.module.css';

/** The stage: the waiting winner (rolling toward them when new), or the start button, or the end. */
function Stage({ s }: { s: LotteryScreen }) {
  const start = useStartLottery(s.id);
  const confirm = useConfirmWinner(s.id);
  const absent = useAbsentWinner(s.id);
  const rolling = useRoll(s.current?.id ?? null, s.roll);
  const busy = start.isPending || confirm.isPending || absent.isPending;
  const cur = s.current;

  if (s.state === 'published' || s.state === 'draft' || s.state === 'cancelled')
    return (
      <div className={styles.stage}>
        <p className={styles.prizeName}>开奖时间 {formatDate(s.draw_at, 'y.m.d h:i')}</p>
        <p className={styles.name}>{s.entrant_count} 人参与</p>
        {s.start_reason && <p className={styles.hint}>{s.start_reason}</p>}
        <div className={styles.buttons}>
          <button
            type="button"
            className={`${styles.big} ${styles.primary}`}
            disabled={!s.can_start || busy}
            onClick={() => start.mutate(undefined, { onError: showError })}
          >
            开始抽奖
          </button>
        </div>
      </div>
    );
  if (cur)
    return (
      <div className={styles.stage} data-testid="screen-current">
        <p className={styles.prizeName}>
          {cur.level} · {cur.prize_name}
        </p>
        <p className={rolling ? `${styles.name} ${styles.rolling}` : styles.name} aria-live="polite">
          {rolling ?? cur.masked_mobile}
        </p>
        <p className={styles.hint}>{rolling ? '正在抽取…' : `第 ${cur.position + 1} 位，请中奖者上台领奖`}</p>
        <div className={styles.buttons}>
          <button
            type="button"
            className={`${styles.big} ${styles.primary}`}
            disabled={busy || rolling !== null}
            onClick={() => confirm.mutate(cur.id, { onError: showError })}
          >
            确认领奖
          </button>
          <button
            type="button"
            className={`${styles.big} ${styles.secondary}`}
            disabled={busy || rolling !== null}
            onClick={() =>
              void confirmAction(`确认 ${cur.masked_mobile} 未到场？该奖品将由抽取序列的下一位递补。`).then(
                (ok) => ok && absent.mutate(cur.id, { onError: showError }),
              )
            }
          >
            未到场，重新抽取
          </button>
        </div>
      </div>
    );
  return (
    <div className={styles.stage}>
      <p className={styles.name}>抽奖结束</p>
      <p className={styles.hint}>种子已公开，任何人可在抽奖详情页的「验证结果」中复算</p>
    </div>
  );
}

function Screen({ id }: { id: number }) {
  const q = useLotteryScreen(id);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const s = q.data;
  const confirmed = s.winners.filter((w) => w.state !== 'drawn');
  return (
    <div className={styles.screen}>
      <div className={styles.top}>
        <Link className={styles.back} to={lotteryPaths.manage}>
          返回管理
        </Link>
        <span className={styles.sub}>{s.state_label}</span>
      </div>
      <h1 className={styles.title}>{s.title}</h1>
      <p className={styles.sub}>
        {s.project_name} · {s.entrant_count} 人参与
      </p>
      <Stage s={s} />
      <div className={styles.panels}>
        <section className={styles.panel} aria-labelledby="screen-prizes">
          <h2 id="screen-prizes">奖品</h2>
          <ul>
            {s.prizes.map((p) => (
              <li key={p.id}>
                {p.level} {p.name} × {p.stock}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.panel} aria-labelledby="screen-winners">
          <h2 id="screen-winners">中奖名单</h2>
          <ul>
            {confirmed.length === 0 && <li>尚未产生</li>}
            {confirmed.map((w) => (
              <li key={w.id}>
                {w.level} {w.masked_mobile} · {w.state_label}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.panel} aria-labelledby="screen-log">
          <h2 id="screen-log">现场记录</h2>
          <ul>
            {s.log.slice(0, 8).map((g, i) => (
              <li key={`${g.at}-${i}`}>
                {formatDate(g.at, 'h:i')} {g.text}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.hashes}>
        <div>种子哈希 {s.seed_hash || '—'}</div>
        <div>名单哈希 {s.entrants_hash || '截止报名后公布'}</div>
      </div>
    </div>
  );
}

/** /little-action/lottery-screen/:id (抽奖大屏): the host's projector screen; the draw's state lives on the server. */
export default function LotteryScreenPage() {
  const id = Number(useParams().id);
  return (
    <RequireBusiness>
      <Screen id={id} />
    </RequireBusiness>
  );
}
