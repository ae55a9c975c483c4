import { Button, Result } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useWithdrawalState } from '../api/withdrawal-state';
import { yuanToFen, yuanText } from '../utils/money';
import '../components/wallet.css';

const positiveInt = (v: string | null): number | null =>
  v && /^\d{1,12}$/.test(v) && Number(v) > 0 ? Number(v) : null;

/** /my/balance/success?id=&amount=: 提现申请已提交, the amount and the state (处理中 until the payout is done). */
export default function WithdrawSuccessPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = positiveInt(search.get('id'));
  const fen = yuanToFen(search.get('amount') ?? '');
  const q = useWithdrawalState(id);
  const record = q.data ?? null;
  const amount = record ? record.amount : fen;
  const failed = record?.state === 'failed';

  return (
    <div className="page">
      <PageHeader />
      <Result
        status={failed ? 'error' : record?.state === 'done' ? 'success' : 'waiting'}
        title={failed ? '提现失败' : '提现申请已提交'}
        description={
          <div className="withdraw-result">
            {amount !== null && <p className="pay-sheet-amount">{yuanText(amount)}</p>}
            <p aria-label="提现状态" className={`wallet-state is-${record?.state ?? 'pending'}`}>
              {record?.state_label ?? '处理中'}
            </p>
            {record?.account && <p className="wallet-row-sub">到账账户 {record.account}</p>}
            {record?.fail_reason && <p className="wallet-row-fail">{record.fail_reason}</p>}
          </div>
        }
      />
      <div className="block-button button-row">
        <Button
          block
          shape="rounded"
          onClick={() => void navigate('/my/balance/list?tab=withdrawals', { replace: true })}
        >
          查看提现记录
        </Button>
        <Button block shape="rounded" color="primary" onClick={() => void navigate('/my/balance', { replace: true })}>
          返回余额
        </Button>
      </div>
    </div>
  );
}
