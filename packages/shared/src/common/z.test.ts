import { describe, expect, it } from 'vitest';
import { userEdit } from '../user/user.contract.js';

describe('z: the contracts’ zod', () => {
  it('answers in Chinese where a schema gives no message of its own', () => {
    const r = userEdit.query.safeParse({ nickname: 5 });
    expect(r.error?.issues[0]?.message).toBe('无效输入：期望 string，实际接收 数字');
  });
});
