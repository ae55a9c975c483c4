import { describe, expect, it } from 'vitest';
import { sampleItem } from '../test-helpers';
import { emptyItemValues, fromItem, toSaveQuery } from './item-form-values';

describe('item form values ↔ save query', () => {
  it('a new form sends only what is filled in, with the default choices', () => {
    const { query, errors } = toSaveQuery(emptyItemValues(), 2);
    expect(errors).toEqual({});
    expect(query).toEqual({
      product_type: 2,
      is_cert: false,
      template_kind: 1,
      style_icon: '',
      style_color: '',
      rule_content: '',
      write_off_mode: 1,
      shop_kind: 11,
      distribution_mode: 1,
      registration_distribution: 1,
      payment_order: 1,
      limit_type: 1,
      per_user_limit: 1,
      limit_num: 1,
      form_id: null,
    });
  });

  it('an item round-trips through the form unchanged', () => {
    const item = sampleItem({ template_kind: 2, style_icon: '/uploads/a.png', style_color: '#2F6BFF' });
    const { query, errors } = toSaveQuery(fromItem(item), 1, item.id);
    expect(errors).toEqual({});
    const { id, product_type, is_cert: _c, ...fields } = query;
    expect({ id, product_type }).toEqual({ id: 7, product_type: 1 });
    for (const [k, v] of Object.entries(fields)) expect(v, k).toEqual(item[k as keyof typeof item]);
  });

  it('counts must be integers and amounts have at most 2 decimals; a default template drops the style', () => {
    const v = {
      ...emptyItemValues(),
      total_stock: '1.5',
      limit_num: 'x',
      sell_value: '9.999',
      style_icon: '/a.png',
      style_color: '#000000',
    };
    const { query, errors } = toSaveQuery(v, 1);
    expect(errors).toEqual({
      total_stock: '请输入整数',
      limit_num: '请输入整数',
      sell_value: '请输入正确的金额，最多两位小数',
    });
    expect(query).toMatchObject({ style_icon: '', style_color: '' });
  });
});
