import { useEffect, useState } from 'react';
import { LOTTERY_PRIZE_VALUE_MAX, type CallData, type lotteryManageInfo } from '@kc/shared';

export interface PrizeDraft {
  name: string;
  image: string;
  /** 元 as typed */
  value: string;
  stock: string;
}
export interface LotteryDraft {
  project_id: number | null;
  title: string;
  rules: string;
  draw_at: number | null;
  hold_ticket: boolean;
  checked_in_today: boolean;
  prizes: PrizeDraft[];
}

const emptyPrize = (): PrizeDraft => ({ name: '', image: '', value: '', stock: '1' });
const blank = (): LotteryDraft => ({
  project_id: null,
  title: '',
  rules: '',
  draw_at: null,
  hold_ticket: true,
  checked_in_today: false,
  prizes: [emptyPrize()],
});

/** 元 text → fen, or NaN. */
export const toFen = (yuan: string): number =>
  /^\d+(\.\d{1,2})?$/.test(yuan.trim()) ? Math.round(Number(yuan) * 100) : NaN;

/** The form's state, filled from the server's draft once loaded; local checks that save a round trip. */
export function useLotteryForm(info: CallData<typeof lotteryManageInfo> | undefined) {
  const [draft, setDraft] = useState<LotteryDraft>(blank);
  useEffect(() => {
    if (!info) return;
    setDraft({
      project_id: info.project_id,
      title: info.title,
      rules: info.rules,
      draw_at: info.draw_at,
      hold_ticket: info.hold_ticket,
      checked_in_today: info.checked_in_today,
      prizes: info.prizes.map((p) => ({
        name: p.name,
        image: p.image,
        value: String(p.value / 100),
        stock: String(p.stock),
      })),
    });
  }, [info]);
  const set = (patch: Partial<LotteryDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setPrize = (i: number, patch: Partial<PrizeDraft>) =>
    setDraft((d) => ({ ...d, prizes: d.prizes.map((p, k) => (k === i ? { ...p, ...patch } : p)) }));
  const addPrize = () => setDraft((d) => ({ ...d, prizes: [...d.prizes, emptyPrize()] }));
  const removePrize = (i: number) => setDraft((d) => ({ ...d, prizes: d.prizes.filter((_, k) => k !== i) }));

  /** The query to save, or the first problem in words. */
  const toQuery = () => {
    if (!draft.project_id) return { error: '请选择展会' } as const;
    if (!draft.draw_at) return { error: '请选择开奖时间' } as const;
    const prizes = draft.prizes.map((p) => ({
      name: p.name.trim(),
      image: p.image,
      value: toFen(p.value),
      stock: Number(p.stock),
    }));
    const bad = prizes.findIndex((p) => Number.isNaN(p.value) || !Number.isInteger(p.stock) || p.stock < 1);
    if (bad >= 0) return { error: `请填写第${bad + 1}个奖品的价值（元）和数量` } as const;
    if (prizes.some((p) => p.value > LOTTERY_PRIZE_VALUE_MAX)) return { error: '最高奖金额不得超过50,000元' } as const;
    return {
      query: {
        project_id: draft.project_id,
        title: draft.title,
        rules: draft.rules,
        draw_at: draft.draw_at,
        hold_ticket: draft.hold_ticket,
        checked_in_today: draft.checked_in_today,
        prizes,
      },
    } as const;
  };
  return { draft, set, setPrize, addPrize, removePrize, toQuery };
}
