import { describe, expect, it } from 'vitest';
import { setPassword } from '@kc/shared';
import { setPasswordQuery } from './set-password';

describe('setPasswordQuery (spec 5)', () => {
  it('is EMPTY when code, withdrawal and operation are all empty strings', () => {
    expect(setPasswordQuery({})).toEqual({});
    expect(setPasswordQuery({ operation: '', code: '', withdrawal: '' })).toEqual({});
    expect(setPasswordQuery({ operation: '', code: '', withdrawal: '', oldpasswd: '' })).toEqual({});
  });

  it('sends all four fields otherwise, accepted by the contract', () => {
    const set = setPasswordQuery({ operation: 'set', code: '123456', withdrawal: '654321' });
    expect(set).toEqual({ operation: 'set', code: '123456', withdrawal: '654321', oldpasswd: '' });
    expect(setPassword.query.safeParse(set).success).toBe(true);
    const modify = setPasswordQuery({ operation: 'modify', oldpasswd: '111111', withdrawal: '222222' });
    expect(modify).toEqual({ operation: 'modify', code: '', withdrawal: '222222', oldpasswd: '111111' });
    expect(setPassword.query.safeParse(modify).success).toBe(true);
    expect(setPassword.query.safeParse(setPasswordQuery({})).success).toBe(true);
  });
});
