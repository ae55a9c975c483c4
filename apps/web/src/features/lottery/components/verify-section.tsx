import { Button } from 'antd-mobile';
import type { LotteryDetail } from '@kc/shared';
import { useVerify } from '../hooks/use-verify';
import styles from './lottery.module.css';

const Hash = ({ label, value, empty }: { label: string; value: string; empty: string }) => (
  <div>
    <div className={styles.label}>{label}</div>
    <p className={styles.hash}>{value || empty}</p>
  </div>
);

/**
 * 验证结果: the commitments (seed hash at publish, entrant list hash at close), the seed once revealed, a button that
 * recomputes the winners here, and how anyone can do it themselves (docs/lottery.md).
 */
export function VerifySection({ lottery }: { lottery: LotteryDetail }) {
  const { result, run } = useVerify(lottery);
  const f = lottery.fairness;
  const revealed = f.seed !== '';
  return (
    <section className={styles.section} aria-labelledby="lottery-verify">
      <h3 id="lottery-verify">验证结果</h3>
      <Hash label="种子哈希 seed_hash（发布时公布）" value={f.seed_hash} empty="—" />
      <Hash label="参与名单哈希 entrants_hash（截止报名时公布）" value={f.entrants_hash} empty="截止报名后公布" />
      <Hash label="种子 seed（开奖结束后公开）" value={f.seed} empty="开奖结束后公开" />
      {revealed && (
        <>
          <div className={styles.label}>参与名单（用户编号，按报名顺序，共{f.entrants.length}人）</div>
          <p className={styles.hash}>{f.entrants.join(', ') || '无'}</p>
          <Button block color="primary" fill="outline" onClick={run}>
            在本机重新计算并核对
          </Button>
          {result && (
            <p className={result.ok ? styles.verdictOk : styles.verdictBad} role="status">
              {result.ok
                ? '一致：种子与种子哈希相符，名单与名单哈希相符，中奖名单与重新计算的结果完全一致'
                : `不一致：${[
                    !result.seedMatches && '种子与种子哈希不符',
                    !result.entrantsMatch && '名单与名单哈希不符',
                    result.seedMatches &&
                      result.entrantsMatch &&
                      !result.winnersMatch &&
                      '中奖名单与重新计算的结果不同',
                  ]
                    .filter(Boolean)
                    .join('；')}`}
            </p>
          )}
        </>
      )}
      <ol className={styles.howto}>
        <li>
          发布时公布 <span className={styles.code}>seed_hash = SHA-256(seed)</span>，seed 为 64 位小写十六进制文本；
          开奖后公开 seed，可核对其哈希。
        </li>
        <li>
          截止报名时公布名单哈希：参与者用户编号按报名顺序、十进制、以换行符 <span className={styles.code}>\n</span>
          连接（末尾无换行），<span className={styles.code}>entrants_hash = SHA-256(名单文本)</span>。
        </li>
        <li>
          抽取序列：对名单做 Fisher–Yates 洗牌，i 从 n−1 递减到 1；第 k 次（k 从 0 起）取
          <span className={styles.code}>HMAC-SHA256(key = seed 的 32 字节, 消息 = entrants_hash + ":" + k)</span>
          的前 4 字节（大端）为 r；若 r ≥ ⌊2³²/(i+1)⌋×(i+1) 则舍弃并取下一个 k，否则 j = r mod (i+1)，交换第 i 与第 j
          位。
        </li>
        <li>
          奖品按等级从高到低、每个奖品按数量依次占位，依次给序列中的下一位；现场未到场者的奖品由序列的下一位递补（记录公开）。
        </li>
        <li>
          例：
          <span className={styles.code}>
            echo -n "$ENTRANTS_HASH:0" | openssl dgst -sha256 -mac HMAC -macopt hexkey:$SEED
          </span>
        </li>
      </ol>
    </section>
  );
}
