import { describe, expect, it } from 'vitest';
import {
  emptyCheckpointValues,
  fromCheckpoint,
  toSaveQuery,
  type CheckpointFormValues,
} from './checkpoint-form-values';
import { pointOf } from '../test-helpers';

const values = (over: Partial<CheckpointFormValues> = {}): CheckpointFormValues => ({
  ...emptyCheckpointValues(),
  point_name: '1号馆入口',
  point_location: '1号馆',
  ...over,
});

describe('toSaveQuery', () => {
  it('builds the save call from the typed text', () => {
    const r = toSaveQuery(values({ write_off_num: '100', point_radius: '', opening_hours: ' 9-18 ' }), 5);
    expect(r.errors).toEqual({});
    expect(r.query).toEqual({
      item_id: 5,
      point_name: '1号馆入口',
      point_location: '1号馆',
      point_longitude: null,
      point_latitude: null,
      point_radius: undefined,
      write_off_type: 1,
      write_off_num: 100,
      opening_hours: ' 9-18 ',
    });
    expect(toSaveQuery(values(), 5, 9).query?.id).toBe(9);
  });

  it('names the fields with the contract’s own messages', () => {
    const r = toSaveQuery(
      values({ point_name: '', point_location: '  ', write_off_num: '1.5', point_radius: 'abc' }),
      5,
    );
    expect(r.query).toBeNull();
    expect(r.errors.point_name).toBe('请输入核销点名称');
    expect(r.errors.point_location).toBe('请输入核销点地址');
    expect(r.errors.point_radius).toBe('核销半径须为数字');
    expect(r.errors.write_off_num).toBeTruthy();
  });

  it('an interactive point needs a position and a radius', () => {
    const r = toSaveQuery(values({ write_off_type: 2 }), 5);
    expect(r.query).toBeNull();
    expect(r.errors.point_longitude).toBe('扫码核销的核销点须设置位置');
    expect(r.errors.point_radius).toBe('扫码核销的核销点须设置核销半径');
    const ok = toSaveQuery(
      values({ write_off_type: 2, point_longitude: '106.55', point_latitude: '29.56', point_radius: '200' }),
      5,
    );
    expect(ok.errors).toEqual({});
    expect(ok.query).toMatchObject({ point_longitude: 106.55, point_latitude: 29.56, point_radius: 200 });
  });

  it('both coordinates or neither; in range', () => {
    expect(toSaveQuery(values({ point_longitude: '106.5' }), 5).errors.point_latitude).toBe('经度和纬度须同时填写');
    expect(toSaveQuery(values({ point_longitude: '200', point_latitude: '29' }), 5).errors.point_longitude).toBe(
      '经度无效',
    );
  });

  it('checks the checker mobiles', () => {
    const r = toSaveQuery(values({ mobiles: '13800000003\n1380000, 13800000003' }), 5);
    expect(r.errors.mobiles).toBe('手机号有误：1380000');
    const ok = toSaveQuery(values({ mobiles: '13800000003 13800000005' }), 5);
    expect(ok.mobiles).toEqual(['13800000003', '13800000005']);
  });

  it('prefills from a point', () => {
    const v = fromCheckpoint(
      pointOf({ point_longitude: 106.551556, point_latitude: 29.56301, point_radius: 300, write_off_type: 2 }),
    );
    expect(v).toMatchObject({
      point_longitude: '106.551556',
      point_latitude: '29.56301',
      point_radius: '300',
      write_off_type: 2,
      write_off_num: '0',
    });
  });
});
