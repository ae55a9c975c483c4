import type { JsapiPayData, ShareData } from '../../../lib/platform';

/** Sample inputs the /demo/appBridge buttons send. */
const here = () => `${window.location.origin}${window.location.pathname}`;

export const sampleShare = (): ShareData => ({
  title: '原生桥接示例',
  desc: '在微信、小程序、App 和浏览器里分享同一个页面',
  link: here(),
  imgUrl: `${window.location.origin}/favicon.ico`,
});

export const SAMPLE_PAY: JsapiPayData = {
  timeStamp: '1700000000',
  nonceStr: 'demo-nonce',
  package: 'prepay_id=wx_demo_prepay',
  signType: 'RSA',
  paySign: 'demo-sign',
};
export const SAMPLE_ORDER_SN = 'DEMO202400001';
export const SAMPLE_PAY_FORM = '<form action="about:blank" method="post"><input name="biz" value="demo"></form>';

export const SAMPLE_PLACE = {
  lat: 29.7189,
  lng: 106.5349,
  name: '重庆国际博览中心',
  address: '重庆市渝北区悦来大道66号',
};
