import { Toast } from 'antd-mobile';
import { copyText } from '../../../lib/platform';

/** 复制链接 through the platform's clipboard (API, then the fallback); says whether it worked. */
export function useCopyLink() {
  return async (url: string): Promise<boolean> => {
    const ok = await copyText(url);
    Toast.show(ok ? { icon: 'success', content: '链接已复制' } : { content: '复制失败，请长按链接手动复制' });
    return ok;
  };
}
