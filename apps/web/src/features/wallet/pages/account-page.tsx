import { Button, List } from 'antd-mobile';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { useWalletInfo } from '../api/wallet-info';
import { useAccountBinding } from '../hooks/use-account-binding';
import '../components/wallet.css';

/** /my/balance/account: the bound withdrawal account or 未绑定; 绑定微信 (or the sandbox demo account), 解绑. */
export default function AccountPage() {
  const q = useWalletInfo();
  const b = useAccountBinding(q.data?.payout_hold_hours);

  return (
    <div className="page">
      <PageHeader />
      {q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <>
          <List className="section">
            <List.Item
              description="提现将转入该微信账户的零钱"
              extra={
                q.data.account ? (
                  <span className="wallet-account-value">{q.data.account}</span>
                ) : (
                  <span className="wallet-extra-warn">未绑定</span>
                )
              }
            >
              微信账户
            </List.Item>
          </List>
          {q.data.account ? (
            <div className="block-button">
              <Button block shape="rounded" color="danger" fill="outline" loading={b.unbinding} onClick={b.remove}>
                解绑
              </Button>
            </div>
          ) : b.way === 'sandbox' ? (
            <>
              <p className="wallet-form-tip">
                请在微信中打开本页绑定微信账户。当前为浏览器环境，可绑定演示用的沙箱账户。
              </p>
              <div className="block-button">
                <Button block shape="rounded" color="primary" loading={b.binding} onClick={b.start}>
                  绑定沙箱账户（演示）
                </Button>
              </div>
            </>
          ) : (
            <div className="block-button">
              <Button block shape="rounded" color="primary" loading={b.binding} onClick={b.start}>
                绑定微信
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
