import { ErrorCode, formatYuan, type walletSchema } from '@kc/shared';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { isApiError, showError } from '../../../lib/http';
import { useFormState } from '../../../lib/form';
import { useWithdraw } from '../api/withdraw';
import { checkWithdrawAmount, cleanAmountInput, yuanToFen } from '../utils/money';

type Wallet = z.infer<typeof walletSchema>;

/** sessionStorage key of the amount being typed (kept while the user binds an account or sets a password). */
export const WITHDRAW_DRAFT_KEY = 'wallet-withdraw-draft';

/** A new idempotency key (crypto.randomUUID needs a secure context, which a page on plain http is not). */
const newRequestId = () => `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/** Refusals the pay-password sheet shows itself (the amount stays; the user may try again or later). */
const PASSWORD_CODES: number[] = [ErrorCode.PASSWORD_WRONG, ErrorCode.ACCOUNT_LOCKED];

/**
 * The withdraw form: the amount (yuan, ≤ 2 decimals, kept across leaving the screen), the client checks, then the
 * pay password → withdrawal → /my/balance/success. A refused password keeps the sheet open with the server's
 * message (tries left, or the 1-hour lock); any other refusal closes it with a toast; the amount is kept.
 */
export function useWithdrawFlow(wallet: Wallet | undefined) {
  const form = useFormState(() => ({ amount: '' }), WITHDRAW_DRAFT_KEY);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [passwordError, setPasswordError] = useState('');
  const [problem, setProblem] = useState('');
  const withdraw = useWithdraw();
  const navigate = useNavigate();
  // one key per attempt: kept while the user retries (a timeout, a wrong password), new when the amount changes
  const requestId = useRef(newRequestId());

  const setAmount = (text: string) => {
    form.set('amount', cleanAmountInput(text));
    requestId.current = newRequestId();
    setProblem('');
  };
  const fillAll = () => wallet && setAmount(formatYuan(wallet.money));

  /** 提现: the checks, then the password sheet. */
  const start = (): boolean => {
    if (!wallet) return false;
    const p = checkWithdrawAmount(form.values.amount, wallet);
    setProblem(p ?? '');
    if (p) return false;
    setPasswordError('');
    setSheetOpen(true);
    return true;
  };

  const submit = (password: string) => {
    const fen = yuanToFen(form.values.amount);
    if (fen === null) return;
    const money = formatYuan(fen);
    setPasswordError('');
    withdraw.mutate(
      { password, money, requestId: requestId.current },
      {
        onSuccess: (w) => {
          requestId.current = newRequestId();
          form.markSaved();
          setSheetOpen(false);
          void navigate(`/my/balance/success?id=${w.id}&amount=${formatYuan(w.amount)}`, { replace: true });
        },
        onError: (e) => {
          if (isApiError(e) && PASSWORD_CODES.includes(e.code)) {
            setPasswordError(e.message || '支付密码错误');
            return;
          }
          setSheetOpen(false);
          if (isApiError(e) && e.message && !e.shown) setProblem(e.message);
          showError(e);
        },
      },
    );
  };

  return {
    amount: form.values.amount,
    restored: form.restored,
    setAmount,
    fillAll,
    problem,
    start,
    submit,
    sheetOpen,
    closeSheet: () => setSheetOpen(false),
    passwordError,
    submitting: withdraw.isPending,
    /** forget the typed amount (leaving for good) */
    clearDraft: form.markSaved,
  };
}
