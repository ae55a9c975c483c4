import { lotteryStateLabel, maskPhone, winnerStateLabel, type LotterySummary, type LotteryWinner } from '@kc/shared';
import { toSecs } from '../../lib/time.js';
import type { LotteryNamed, PrizeRow, WinnerNamed } from './lottery.repository.js';

const LEVELS = ['一等奖', '二等奖', '三等奖', '四等奖', '五等奖', '六等奖', '七等奖', '八等奖', '九等奖', '十等奖'];
/** 一等奖 for level 1 … */
export const levelLabel = (sort: number): string => LEVELS[sort - 1] ?? `${sort}等奖`;

/** stock / entrants so far ("1/25"); "100%" when every entrant wins one; "—" with nobody entered. */
export const oddsOf = (stock: number, entrants: number): string =>
  entrants <= 0 ? '—' : stock >= entrants ? '100%' : `${stock}/${entrants}`;

export const toPrize = (p: PrizeRow, entrants: number) => ({
  id: p.id,
  sort: p.sort,
  level: levelLabel(p.sort),
  name: p.name,
  image: p.image,
  value: p.value,
  stock: p.stock,
  odds: oddsOf(p.stock, entrants),
});

export const conditionLabels = (l: { holdTicket: boolean; checkedInToday: boolean }, projectName: string): string[] => {
  const out: string[] = [];
  if (l.holdTicket) out.push(`持有「${projectName}」的有效门票`);
  if (l.checkedInToday) out.push(`当天（北京时间）已在「${projectName}」核销入场`);
  if (out.length === 0) out.push('登录用户均可参与');
  return out;
};

export const toSummary = (r: LotteryNamed, prizes: PrizeRow[]): LotterySummary => {
  const top = prizes[0];
  return {
    id: r.l.id,
    title: r.l.title,
    project_name: r.projectName,
    state: r.l.state,
    state_label: lotteryStateLabel[r.l.state],
    draw_at: toSecs(r.l.drawAt),
    entrant_count: r.l.entrantCount,
    top_prize: top ? `${levelLabel(top.sort)} ${top.name}` : '',
    cover: prizes.find((p) => p.image !== '')?.image ?? '',
    prize_count: prizes.reduce((n, p) => n + p.stock, 0),
  };
};

export const toWinner = (w: WinnerNamed): LotteryWinner => ({
  id: w.w.id,
  position: w.w.position,
  user_id: w.w.userId,
  masked_mobile: maskPhone(w.mobile),
  prize_id: w.w.prizeId,
  prize_name: w.prizeName,
  level: levelLabel(w.sort),
  state: w.w.state,
  state_label: winnerStateLabel[w.w.state],
});

/** A log row in words (the detail holds what it needs, written at the time). */
export const logText = (action: string, d: Record<string, unknown>): string => {
  const s = (k: string) => String(d[k] ?? '');
  switch (action) {
    case 'publish':
      return `发布抽奖，公布种子哈希 ${s('seed_hash').slice(0, 16)}…`;
    case 'start':
      return `截止报名，共${s('entrants')}人参与，公布名单哈希 ${s('entrants_hash').slice(0, 16)}…`;
    case 'reveal':
      return `抽出第${Number(d.position ?? 0) + 1}位：${s('mobile')}（${s('prize')}）`;
    case 'confirm':
      return `${s('mobile')} 已确认领取 ${s('prize')}`;
    case 'absent':
      return `${s('mobile')} 未到场，${s('prize')}重新抽取`;
    case 'finish':
      return '抽奖结束，公开种子';
    default:
      return action;
  }
};
