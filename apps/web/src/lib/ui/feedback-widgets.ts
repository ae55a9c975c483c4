/** antd-mobile's Toast and Dialog: the chunk `feedback.ts` loads on first use (they bring react-spring). */
export { Dialog, Toast } from 'antd-mobile';
