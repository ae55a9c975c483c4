import { ErrorCode } from '@kc/shared';
import type { CommunityAction, CommunityLimits } from '../config/config.js';
import type { Kv } from '../plugins/app/kv.js';
import { AppError } from '../plugins/app/errors.js';

const MESSAGES: Record<CommunityAction, string> = {
  post: '发帖过于频繁，请稍后再试',
  comment: '评论过于频繁，请稍后再试',
  like: '点赞过于频繁，请稍后再试',
  follow: '关注操作过于频繁，请稍后再试',
  report: '举报过于频繁，请稍后再试',
  feedback: '反馈提交过于频繁，请稍后再试',
  album: '上传过于频繁，请稍后再试',
  recognition: '识别请求过于频繁，请稍后再试',
};

/**
 * The one home of the community's rate limits: each action is counted per account and per address in a fixed
 * window with one atomic increment each (shared by every instance through Redis), so parallel requests cannot pass
 * the limit together. Past it: 10029 with the action's Chinese message. `hit` counts before the action runs; a refused
 * action still counts (a script that keeps trying stays refused).
 */
export function rateLimiter(kv: Kv, limits: CommunityLimits) {
  return {
    async hit(action: CommunityAction, uid: number, ip: string): Promise<void> {
      const rule = limits[action];
      const window = Math.floor(Date.now() / 1000 / rule.windowSeconds);
      const [byAccount, byAddress] = await Promise.all([
        kv.incr(`rl:${action}:u:${uid}:${window}`, rule.windowSeconds),
        kv.incr(`rl:${action}:ip:${ip}:${window}`, rule.windowSeconds),
      ]);
      if (byAccount > rule.perAccount || byAddress > rule.perAddress)
        throw new AppError(ErrorCode.RATE_LIMITED, MESSAGES[action]);
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
