import { Button, Dialog, Input, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { formatDate } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { useWalletInfo } from '../api/wallet-info';
import { PayPasswordSheet } from '../components/pay-password-sheet';
import { useWithdrawFlow } from '../hooks/use-withdraw-flow';
import { remainingToday, yuanText, yuanToFen } from '../utils/money';
import { smsVerificationPath } from '../utils/pay-password';
import '../components/wallet.css';

const WITHDRAW_PATH = '/my/balance/withdraw';
const ACCOUNT_PATH = '/my/balance/account';

/**
 * /my/balance/withdraw: the balance, the bound account (or 去绑定), the limits, the amount (全部提现), then the pay
 * password sheet → withdrawal → /my/balance/success. Without a pay password the user sets one first.
 */
export default function WithdrawPage() {
  const navigate = useNavigate();
  const q = useWalletInfo();
  const flow = useWithdrawFlow(q.data);

  if (q.isPending)
    return (
      <div className="page">
        <PageHeader />
        <PageLoading />
      </div>
    );
  if (q.isError)
    return (
      <div className="page">
        <PageHeader />
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      </div>
    );

  const w = q.data;
  const left = remainingToday(w);
  const fen = yuanToFen(flow.amount);

  /** A step that must come first: asks, then goes there (the typed amount is kept for the way back). */
  const first = async (title: string, content: string, confirmText: string, path: string) => {
    const go = await Dialog.confirm({ title, content, confirmText, cancelText: '取消', closeOnMaskClick: false });
    if (go) void navigate(path);
  };

  const onWithdraw = () => {
    if (!w.account) return void first('请先绑定提现账户', '提现将转入绑定的微信账户。', '去绑定', ACCOUNT_PATH);
    if (!w.has_password)
      return void first(
        '请先设置支付密码',
        '提现需要验证支付密码，设置后即可提现。',
        '去设置',
        smsVerificationPath('set', WITHDRAW_PATH),
      );
    flow.start();
  };

  return (
    <div className="page">
      <PageHeader />
      {w.account ? (
        <List className="section">
          <List.Item extra={<span className="wallet-account-value">{w.account}</span>}>到账账户</List.Item>
        </List>
      ) : (
        <div className="wallet-notice">
          <p className="notice-warning">还未绑定提现账户，绑定后才能提现</p>
          <Button size="small" color="primary" shape="rounded" onClick={() => void navigate(ACCOUNT_PATH)}>
            去绑定
          </Button>
        </div>
      )}
      {w.withdraw_hold_until !== null && (
        <div className="wallet-notice" role="status">
          <p className="notice-warning">
            提现账户变更后{w.payout_hold_hours}小时内不能提现，可于{formatDate(w.withdraw_hold_until, 'm月d日 h:i')}
            后提现
          </p>
        </div>
      )}
      {!w.has_password && (
        <div className="wallet-notice">
          <p className="notice-warning">还未设置支付密码</p>
          <Button
            size="small"
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => void navigate(smsVerificationPath('set', WITHDRAW_PATH))}
          >
            去设置
          </Button>
        </div>
      )}
      <section className="section withdraw-card">
        <p className="withdraw-label">提现金额</p>
        <div className="withdraw-input-row">
          <span className="yen">¥</span>
          <Input
            aria-label="提现金额"
            placeholder="请输入提现金额"
            inputMode="decimal"
            value={flow.amount}
            onChange={flow.setAmount}
            clearable
          />
        </div>
        <div className={flow.problem ? 'withdraw-hint is-error' : 'withdraw-hint'}>
          {flow.problem ? <span role="alert">{flow.problem}</span> : <span>可提现余额 {yuanText(w.money)}</span>}
          <button type="button" className="withdraw-all" onClick={flow.fillAll}>
            全部提现
          </button>
        </div>
      </section>
      <List className="section">
        <List.Item extra={yuanText(w.money)}>可提现余额</List.Item>
        <List.Item extra={yuanText(w.min_withdrawal)}>单次最低提现</List.Item>
        {left !== null && <List.Item extra={yuanText(left)}>今日剩余额度</List.Item>}
      </List>
      <div className="block-button">
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          disabled={!flow.amount || fen === 0 || w.withdraw_hold_until !== null}
          loading={flow.submitting}
          onClick={onWithdraw}
        >
          提现
        </Button>
      </div>
      <p className="form-tip">提现申请提交后将在几分钟内到账，请留意提现记录。</p>
      <PayPasswordSheet
        visible={flow.sheetOpen}
        amount={fen === null ? '' : yuanText(fen)}
        error={flow.passwordError}
        busy={flow.submitting}
        onClose={flow.closeSheet}
        onSubmit={flow.submit}
        onForgot={() => void navigate(smsVerificationPath('forget', WITHDRAW_PATH))}
      />
    </div>
  );
}
