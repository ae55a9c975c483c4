import { Toast } from 'antd-mobile';
import { confirmAction } from '../../../components/ui/confirm';
import { showError } from '../../../lib/http';
import { useCenterBlock } from '../api/center-block';

/** What a block does, said before it is done. */
export const BLOCK_EXPLAINED =
  '拉黑后，你们将互相看不到对方的帖子、评论和相册，对方不能关注你、评论或点赞你的内容；你们之间的关注关系会被解除。可在 设置-黑名单 中解除。';

/** 拉黑 and 解除拉黑 of one person, each asked first. */
export function useBlockAction() {
  const block = useCenterBlock();
  const run = async (uid: number, name: string, blocking: boolean) => {
    const ok = blocking
      ? await confirmAction(BLOCK_EXPLAINED, { title: `确定拉黑 ${name}？`, danger: true })
      : await confirmAction(`解除拉黑后，你们可以重新看到对方的内容。`, { title: `确定解除拉黑 ${name}？` });
    if (!ok) return false;
    try {
      await block.mutateAsync({ uid, block: blocking });
      Toast.show({ icon: 'success', content: blocking ? '已拉黑' : '已解除拉黑' });
      return true;
    } catch (e) {
      showError(e);
      return false;
    }
  };
  return {
    busy: block.isPending,
    block: (uid: number, name: string) => run(uid, name, true),
    unblock: (uid: number, name: string) => run(uid, name, false),
  };
}
