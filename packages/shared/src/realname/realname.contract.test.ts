import { describe, expect, it } from 'vitest';
import { realNameFields, realNameSaveQuery } from './realname.contract.js';

const base = { name: '张三丰', id_number: '11010519491231002x', consent: true };
const issues = (v: unknown) => {
  const r = realNameSaveQuery.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('realNameSave query', () => {
  it('manual needs both photos; liveness needs its return address', () => {
    expect(issues({ ...base, method: 'manual' })).toEqual([
      'front_image: 请上传身份证人像面照片',
      'back_image: 请上传身份证国徽面照片',
    ]);
    expect(issues({ ...base, method: 'liveness' })).toEqual(['return_url: 返回地址无效']);
    expect(
      issues({ ...base, method: 'manual', front_image: '/uploads/1/a.png', back_image: '/uploads/1/b.png' }),
    ).toEqual([]);
  });

  it('needs the consent ticked, and refuses unknown fields', () => {
    const q = { ...base, method: 'liveness', return_url: 'https://x/real-name-certification/form' };
    expect(issues({ ...q, consent: false })).toEqual(['consent: 请先阅读并同意实名认证信息处理说明']);
    expect(issues({ ...q, consent: undefined })).toEqual(['consent: 请先阅读并同意实名认证信息处理说明']);
    expect(issues({ ...q, verified: true })).toHaveLength(1);
  });

  it('stores the check character X in upper case; one message per bad field', () => {
    expect(realNameFields.id_number.parse(' 11010519491231002x ')).toBe('11010519491231002X');
    const r = realNameFields.id_number.safeParse('');
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(['请输入身份证号']);
    const long = realNameFields.id_number.safeParse('1101051949123100201');
    expect(long.success ? [] : long.error.issues.map((i) => i.message)).toEqual(['身份证号为18位']);
    expect(realNameFields.name.parse(' 阿卜杜·热合曼 ')).toBe('阿卜杜·热合曼');
  });
});
