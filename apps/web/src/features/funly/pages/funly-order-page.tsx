import FunlyResultPage from './funly-result-page';

/** /my/order/funly/{orderId}: the event order: the event, the order and my application (funlyResult by order). */
export default function FunlyOrderPage() {
  return <FunlyResultPage byOrder />;
}
