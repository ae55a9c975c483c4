import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/** antd-mobile 5 renders Toast and Dialog with the React 18 API: give it React 19's createRoot. */
export const setupAntdRender = (): void => {
  unstableSetRender((node, container) => {
    const host = container as (Element | DocumentFragment) & { _reactRoot?: Root };
    host._reactRoot ??= createRoot(host);
    const root = host._reactRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete host._reactRoot;
    };
  });
};
