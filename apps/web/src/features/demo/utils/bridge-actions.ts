import { getAppActions, getPlatform, getWxSdk } from '../../../lib/platform';
import { SAMPLE_ORDER_SN, SAMPLE_PAY, SAMPLE_PAY_FORM, SAMPLE_PLACE, sampleShare } from './bridge-samples';

/** One button of the demo: a Chinese label and what it fires (answers the normalised result). */
export interface DemoAction {
  key: string;
  label: string;
  run: () => Promise<unknown> | unknown;
}

const initThreeTimes = async () => {
  const sdk = getWxSdk();
  const outcomes = await Promise.allSettled([sdk.init(), sdk.init(), sdk.init()]);
  return { status: outcomes.every((o) => o.status === 'fulfilled') ? 'ok' : 'fail', data: sdk.state };
};

/** The Platform interface, as every feature calls it. */
export const platformActions = (): DemoAction[] => {
  const p = getPlatform();
  return [
    { key: 'scan', label: '扫一扫', run: () => p.scan() },
    { key: 'share', label: '分享', run: () => p.share(sampleShare()) },
    {
      key: 'pay',
      label: '支付（JSAPI示例）',
      run: () => p.pay({ kind: 'jsapi', data: SAMPLE_PAY, orderSn: SAMPLE_ORDER_SN }),
    },
    { key: 'locate', label: '定位', run: () => p.locate() },
    { key: 'openLocation', label: '查看位置', run: () => p.openLocation(SAMPLE_PLACE) },
    { key: 'chooseImage', label: '选择图片', run: () => p.chooseImage() },
    { key: 'chooseAddress', label: '选择地址', run: () => p.chooseAddress() },
    { key: 'back', label: '返回', run: () => p.back() },
    { key: 'sdkInit', label: '初始化微信SDK（并发3次）', run: initThreeTimes },
  ];
};

/** Every native action of spec 7.6 with sample data. */
export const nativeActions = (): DemoAction[] => {
  const a = getAppActions();
  return [
    { key: 'openAppPage', label: '打开App页面', run: () => a.openAppPage({ page: 'home' }) },
    {
      key: 'openThirdPartyApp',
      label: '打开第三方App',
      run: () => a.openThirdPartyApp({ scheme: 'weixin://', packageName: 'com.tencent.mm' }),
    },
    { key: 'appShare', label: 'App分享', run: () => a.share({ desc: '', ...sampleShare() }) },
    { key: 'goBack', label: 'App返回', run: () => a.goBack() },
    { key: 'appOpenLocation', label: 'App查看位置', run: () => a.openLocation(SAMPLE_PLACE) },
    { key: 'getLocation', label: 'App获取位置', run: () => a.getLocation({ type: 'gcj02' }) },
    { key: 'bindWechat', label: '绑定微信', run: () => a.bindWechat() },
    {
      key: 'refreshToken',
      label: '刷新令牌',
      run: () => a.refreshToken({ token: 'demo-token', refreshToken: 'demo-refresh' }),
    },
    { key: 'message', label: '发送消息', run: () => a.message({ title: '提示', content: '来自网页的消息' }) },
    { key: 'richText', label: '富文本编辑', run: () => a.richText({ html: '<p>示例</p>' }) },
    {
      key: 'payWithWechat',
      label: '微信数据支付',
      run: () => a.payWithWechat({ ...SAMPLE_PAY, orderSn: SAMPLE_ORDER_SN }),
    },
    {
      key: 'payWithWebPayment',
      label: '网页支付数据支付',
      run: () => a.payWithWebPayment({ form: SAMPLE_PAY_FORM, orderSn: SAMPLE_ORDER_SN }),
    },
    { key: 'customForm', label: '自定义表单', run: () => a.customForm({ id: 1 }) },
    {
      key: 'download',
      label: '下载',
      run: () => a.download({ url: `${window.location.origin}/favicon.ico`, name: 'favicon.ico' }),
    },
  ];
};
