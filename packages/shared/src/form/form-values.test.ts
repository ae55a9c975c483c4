import { describe, expect, it } from 'vitest';
import { checkFormValues } from './form-values.js';
import { formFieldSchema, type FormField } from './form.contract.js';

const field = (f: Partial<FormField> & Pick<FormField, 'key' | 'kind' | 'label'>): FormField =>
  formFieldSchema.parse(f);
const fields = [
  field({ key: 'name', kind: 'chinese_name', label: '姓名', required: true }),
  field({ key: 'phone', kind: 'mobile', label: '手机号', required: true }),
  field({ key: 'idno', kind: 'id_number', label: '身份证号' }),
  field({ key: 'size', kind: 'single', label: '尺码', options: ['S', 'M', 'L'], required: true }),
  field({ key: 'tags', kind: 'multi', label: '兴趣', options: ['摩托', '汽车'] }),
  field({ key: 'day', kind: 'date', label: '日期' }),
  field({ key: 'area', kind: 'region', label: '地区' }),
  field({ key: 'photo', kind: 'image', label: '照片' }),
  field({ key: 'age', kind: 'number', label: '年龄' }),
  field({ key: 'note', kind: 'textarea', label: '备注' }),
];

describe('checkFormValues', () => {
  it('cleans valid values and drops keys the form does not have', () => {
    const r = checkFormValues(fields, {
      name: ' 王小明 ',
      phone: '+86 138 0000 0001',
      idno: '11010119900307451x',
      size: 'M',
      tags: ['摩托'],
      day: '2026-12-01',
      area: ['重庆市', '渝北区'],
      photo: '/uploads/1/a.png',
      age: 30,
      hack: 'x',
    });
    expect(r.errors).toEqual([]);
    expect(r.values).toEqual({
      name: '王小明',
      phone: '13800000001',
      idno: '11010119900307451X',
      size: 'M',
      tags: ['摩托'],
      day: '2026-12-01',
      area: ['重庆市', '渝北区'],
      photo: '/uploads/1/a.png',
      age: '30',
    });
  });

  it('names each failing field with a Chinese message', () => {
    const r = checkFormValues(fields, {
      name: 'Tom',
      idno: '123',
      size: 'XL',
      tags: ['摩托', '摩托'],
      day: '2026/12/01',
      photo: 'javascript:x',
      age: 'abc',
      note: '长'.repeat(1001),
    });
    expect(r.errors).toEqual([
      { field: 'values.name', message: '请输入正确的姓名' },
      { field: 'values.phone', message: '请填写手机号' },
      { field: 'values.idno', message: '请输入正确的身份证号' },
      { field: 'values.size', message: '请选择有效的选项' },
      { field: 'values.tags', message: '请选择有效的选项' },
      { field: 'values.day', message: '日期格式不正确' },
      { field: 'values.photo', message: '图片无效，请重新上传' },
      { field: 'values.age', message: '请输入数字' },
      { field: 'values.note', message: '备注最多1000个字' },
    ]);
  });

  it('asks to choose for choice fields left empty', () => {
    expect(
      checkFormValues([field({ key: 's', kind: 'single', label: '尺码', options: ['S', 'M'], required: true })], {})
        .errors[0]?.message,
    ).toBe('请选择尺码');
  });
});
