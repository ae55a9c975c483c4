import { describe, expect, it } from 'vitest';
import { mapWxAddress } from './address';

describe('address picker mapping', () => {
  it('maps WeChat’s answer to the picked address (countyName → countryName)', () => {
    expect(
      mapWxAddress({
        errMsg: 'openAddress:ok',
        userName: '张三',
        postalCode: '401147',
        provinceName: '重庆市',
        cityName: '重庆市',
        countyName: '渝北区',
        detailInfo: '悦来大道66号',
        nationalCode: '500112',
        telNumber: '13800000000',
      }),
    ).toEqual({
      postalCode: '401147',
      provinceName: '重庆市',
      cityName: '重庆市',
      countryName: '渝北区',
      detailInfo: '悦来大道66号',
      userName: '张三',
      telNumber: '13800000000',
    });
  });

  it('missing fields become empty strings', () => {
    expect(mapWxAddress({})).toEqual({
      postalCode: '',
      provinceName: '',
      cityName: '',
      countryName: '',
      detailInfo: '',
      userName: '',
      telNumber: '',
    });
  });
});
