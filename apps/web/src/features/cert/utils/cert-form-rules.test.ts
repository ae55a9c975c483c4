import { describe, expect, it } from 'vitest';
import { checkCertForm, initialCertForm, normalizeCertForm } from './cert-form-rules';

const ok = { holder_name: '王小明', holder_photo: '/uploads/1/a.png', holder_id_number: '' };

describe('cert form rules', () => {
  it('accepts a Chinese name with a photo; the ID number is optional', () => {
    expect(checkCertForm(ok)).toEqual({});
    expect(checkCertForm({ ...ok, holder_name: '阿依古丽·买买提' })).toEqual({});
    expect(checkCertForm({ ...ok, holder_id_number: '11010519491231002x' })).toEqual({});
    expect(checkCertForm({ ...ok, holder_photo: 'https://cdn.example.com/a.png' })).toEqual({});
  });

  it('names each failing field', () => {
    expect(checkCertForm({ holder_name: '', holder_photo: '', holder_id_number: '' })).toEqual({
      holder_name: '请输入持证人姓名',
      holder_photo: '请上传证件照',
    });
    expect(checkCertForm({ ...ok, holder_name: '王' }).holder_name).toBe('请输入正确的中文姓名');
    expect(checkCertForm({ ...ok, holder_photo: 'blob:abc' }).holder_photo).toBe('请上传证件照');
    expect(checkCertForm({ ...ok, holder_id_number: '12345' }).holder_id_number).toBe('请输入正确的身份证号');
  });

  it('trims and upper-cases what is sent; starts from the registration when there is one', () => {
    expect(normalizeCertForm({ ...ok, holder_name: ' 王小明 ', holder_id_number: ' 11010519491231002x ' })).toEqual({
      ...ok,
      holder_id_number: '11010519491231002X',
    });
    expect(initialCertForm(undefined)).toEqual({ holder_name: '', holder_photo: '', holder_id_number: '' });
  });
});
