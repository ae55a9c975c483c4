import { describe, expect, it } from 'vitest';
import { checkClaim } from './claim-rules';

describe('checkClaim', () => {
  it('asks for a name and a photo, and takes a claim with both', () => {
    expect(checkClaim(1, { holder_name: '', holder_photo: '', holder_tags: [] })).toEqual({
      holder_name: '请输入姓名',
      holder_photo: '请上传照片',
    });
    expect(checkClaim(1, { holder_name: '王小明', holder_photo: '/u/a.png', holder_tags: ['媒体'] })).toEqual({});
  });
});
