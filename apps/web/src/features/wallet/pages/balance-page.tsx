import { Button, List } from 'antd-mobile';
import { formatYuan } from '@kc/shared';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { useWalletInfo } from '../api/wallet-info';
import { remainingToday, yuanText } from '../utils/money';
import { smsVerificationPath } from '../utils/pay-password';
import '../components/wallet.css';

/** /my/balance: the balance (¥, 2 decimals), 提现 and 余额明细, the records, the account and the pay password. */
export default function BalancePage() {
  const navigate = useNavigate();
  const open = (path: string) => void navigate(path);
  const q = useWalletInfo();

  return (
    <div className="page">
      <PageHeader />
      {q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <>
          <section className="wallet-hero" aria-label="账户余额">
            <p className="wallet-hero-label">账户余额（元）</p>
            <p className="wallet-hero-value">
              <small>¥</small>
              {formatYuan(q.data.money)}
            </p>
            <div className="wallet-hero-actions">
              <Button className="is-light" shape="rounded" onClick={() => open('/my/balance/withdraw')}>
                提现
              </Button>
              <Button className="is-ghost" shape="rounded" onClick={() => open('/my/balance/list')}>
                余额明细
              </Button>
            </div>
          </section>
          <p className="wallet-limits">
            单次最低提现 {yuanText(q.data.min_withdrawal)}
            {remainingToday(q.data) !== null && `，今日还可提现 ${yuanText(remainingToday(q.data) ?? 0)}`}
          </p>
          <List className="section">
            <List.Item onClick={() => open('/my/balance/list?tab=withdrawals')}>提现记录</List.Item>
            <List.Item
              onClick={() => open('/my/balance/account')}
              extra={
                q.data.account ? (
                  <span className="wallet-extra-weak">{q.data.account}</span>
                ) : (
                  <span className="wallet-extra-warn">未绑定</span>
                )
              }
            >
              提现账户
            </List.Item>
          </List>
          <List className="section" header="支付密码">
            {q.data.has_password ? (
              <>
                <List.Item onClick={() => open('/my/balance/updatePassword')}>修改</List.Item>
                <List.Item onClick={() => open(smsVerificationPath('forget'))}>忘记密码</List.Item>
              </>
            ) : (
              <List.Item
                onClick={() => open(smsVerificationPath('set'))}
                extra={<span className="wallet-extra-warn">未设置</span>}
              >
                设置
              </List.Item>
            )}
          </List>
        </>
      )}
    </div>
  );
}
