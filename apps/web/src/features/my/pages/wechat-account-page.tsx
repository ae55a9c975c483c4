import { Button, Input, List } from 'antd-mobile';
import { maskPhone } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { SmsCodeButton } from '../../../components/ui/sms-code-button';
import { useSession } from '../../../lib/session';
import { sendSetpasswordCode } from '../api/send-setpassword-code';
import { useUserInfo } from '../api/user-info';
import { useWechatAccount } from '../api/wechat-account';
import { useWechatBinding } from '../hooks/use-wechat-binding';
import styles from './wechat-account-page.module.css';

/**
 * /my/setting/account/wechat: the WeChat account bound to this user (withdrawals go to it). 绑定微信 when none is
 * bound; 更换微信 with an SMS code to the own mobile; 解绑 after a confirmation.
 */
export default function WechatAccountPage() {
  const q = useWechatAccount();
  const sessionMobile = useSession((s) => s.mobile);
  const mobile = useUserInfo().data?.mobile || sessionMobile;
  const b = useWechatBinding(mobile, q.data?.payout_hold_hours ?? 0);

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
              description="提现将转入该微信账号的零钱"
              extra={
                q.data.account ? (
                  <span className={styles.account}>{q.data.account}</span>
                ) : (
                  <span className={styles.unbound}>未绑定</span>
                )
              }
            >
              微信账号
            </List.Item>
          </List>

          {!q.data.account && (
            <>
              {b.way === 'sandbox' && (
                <p className={styles.tip}>请在微信中打开本页绑定微信账号。当前为浏览器环境，可绑定演示用的沙箱账号。</p>
              )}
              <div className="block-button">
                <Button block shape="rounded" color="primary" loading={b.binding} onClick={b.bind}>
                  {b.way === 'sandbox' ? '绑定沙箱账号（演示）' : '绑定微信'}
                </Button>
              </div>
            </>
          )}

          {q.data.account && !b.changing && (
            <div className={`block-button ${styles.actions}`}>
              <Button block shape="rounded" color="primary" onClick={b.startChange}>
                更换微信
              </Button>
              <Button block shape="rounded" color="danger" fill="outline" loading={b.unbinding} onClick={b.remove}>
                解绑
              </Button>
            </div>
          )}

          {q.data.account && b.changing && (
            <List header="更换微信" className={`section ${styles.form}`}>
              <p className={styles.tip}>
                为保障资金安全，更换前请验证手机号，验证码将发送至 {maskPhone(mobile)}。{b.holdNote}
              </p>
              <List.Item extra={<SmsCodeButton onSend={() => sendSetpasswordCode(mobile)} />}>
                <Input
                  aria-label="验证码"
                  placeholder="请输入6位验证码"
                  inputMode="numeric"
                  maxLength={6}
                  value={b.sms}
                  onChange={b.setSms}
                />
              </List.Item>
              <div className="block-button button-row">
                <Button block shape="rounded" onClick={b.cancelChange}>
                  取消
                </Button>
                <Button block shape="rounded" color="primary" loading={b.changePending} onClick={b.confirmChange}>
                  {b.way === 'sandbox' ? '更换为沙箱账号' : '验证并授权新微信'}
                </Button>
              </div>
            </List>
          )}
        </>
      )}
    </div>
  );
}
