import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/** The roots antd-mobile's imperative Toast and Dialog have rendered and not yet unmounted. */
const liveRoots = new Set<Root>();

/** antd-mobile 5 renders Toast and Dialog with the React 18 API: give it React 19's createRoot. */
export const setupAntdRender = (): void => {
  unstableSetRender((node, container) => {
    const host = container as (Element | DocumentFragment) & { _reactRoot?: Root };
    host._reactRoot ??= createRoot(host);
    const root = host._reactRoot;
    liveRoots.add(root);
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      liveRoots.delete(root);
      delete host._reactRoot;
    };
  });
};

/**
 * Resolves once every imperative toast and dialog root has unmounted (or after `limitMs`). A closed toast unmounts
 * after its close animation and a timer: the web tests wait for it before the file's jsdom goes away.
 */
export const antdRootsSettled = async (limitMs = 2000): Promise<void> => {
  const until = Date.now() + limitMs;
  while (liveRoots.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
};
