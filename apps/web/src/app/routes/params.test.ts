import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  auditParams,
  efficiencySearchTypeParams,
  efficiencyTypeParams,
  isIntParam,
  paramOneOf,
  positiveIds,
  positiveIdsOrNotMatch,
  positiveIntQuery,
  queryOneOf,
  relationTypeQuery,
  reportParams,
  requireParam,
  requireQuery,
} from './params';
import type { ParamRule } from './params';
import type { RouteParams } from './types';

const none = new URLSearchParams();
const byParams = (rule: ParamRule, params: RouteParams) => rule(params, none);
const byQuery = (rule: ParamRule, query: string) => rule({}, new URLSearchParams(query));

/** Values no positive-integer rule accepts. */
const notPositiveInts = [
  '0',
  '00',
  '-1',
  '1.5',
  '1e3',
  'abc',
  '12abc',
  ' 1',
  '',
  '+1',
  '0x10',
  '12345678901234567',
  undefined,
];
/** Values every positive-integer rule accepts. */
const positiveInts = ['1', '12', '999999', '1234567890123456'];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isIntParam', () => {
  it.each(['0', '1', '-1', '42', '-9999999999999999'])('accepts %j', (v) => {
    expect(isIntParam(v)).toBe(true);
  });
  it.each(['', undefined, '1.5', 'abc', '1e3', '-', '--1', '007', '12345678901234567', '1 '])('rejects %j', (v) => {
    expect(isIntParam(v)).toBe(false);
  });
});

describe('auditParams (2.2)', () => {
  it.each([
    ['ticket', '1'],
    ['coupon', '25'],
    ['invitation', '-3'],
    ['ticket_relation', '1234567890123456'],
  ])('type %s, id %s is ok', (type, id) => {
    expect(byParams(auditParams, { type, id })).toBe('ok');
  });
  it.each([
    ['unknown', '1'],
    ['Ticket', '1'],
    ['', '1'],
    [undefined, '1'],
    ['ticket', '0'],
    ['ticket', '-0'],
    ['ticket', '1.5'],
    ['ticket', 'abc'],
    ['ticket', ''],
    ['ticket', undefined],
    ['ticket', '12345678901234567'],
  ])('type %j, id %j is notMatch', (type, id) => {
    expect(byParams(auditParams, { type, id })).toBe('notMatch');
  });
});

describe('efficiency types (2.4)', () => {
  it.each([
    ['ticket', 'ok', 'ok'],
    ['coupon', 'ok', 'ok'],
    ['invitation', 'ok', 'ok'],
    ['spread', 'notMatch', 'ok'],
    ['channel', 'notMatch', 'ok'],
    ['project', 'notMatch', 'notMatch'],
    ['ticket_relation', 'notMatch', 'notMatch'],
    ['TICKET', 'notMatch', 'notMatch'],
    ['', 'notMatch', 'notMatch'],
    [undefined, 'notMatch', 'notMatch'],
  ])('type %j: list/detail %s, search %s', (type, listResult, searchResult) => {
    expect(byParams(efficiencyTypeParams, { type })).toBe(listResult);
    expect(byParams(efficiencySearchTypeParams, { type })).toBe(searchResult);
  });
});

describe('paramOneOf', () => {
  it('checks the named parameter only', () => {
    const rule = paramOneOf('kind', ['a', 'b']);
    expect(byParams(rule, { kind: 'a' })).toBe('ok');
    expect(byParams(rule, { kind: 'c', type: 'a' })).toBe('notMatch');
    expect(byParams(rule, {})).toBe('notMatch');
  });
});

describe('requireQuery (2.3 cert_sn)', () => {
  const rule = requireQuery('cert_sn');
  it.each([
    ['cert_sn=ABC123', 'ok'],
    ['cert_sn=0', 'ok'],
    ['x=1&cert_sn=sn', 'ok'],
    ['cert_sn=', 'notMatch'],
    ['cert_sn', 'notMatch'],
    ['sn=ABC', 'notMatch'],
    ['', 'notMatch'],
  ])('query %j is %s', (query, expected) => {
    expect(byQuery(rule, query)).toBe(expected);
  });
  it('ignores route parameters of the same name', () => {
    expect(rule({ cert_sn: 'x' }, none)).toBe('notMatch');
  });
});

describe('queryOneOf / relationTypeQuery (2.9 selectRelation)', () => {
  it.each([
    ['type=ticket', 'ok'],
    ['type=coupon', 'ok'],
    ['type=invitation', 'notMatch'],
    ['type=Ticket', 'notMatch'],
    ['type=', 'notMatch'],
    ['kind=ticket', 'notMatch'],
    ['', 'notMatch'],
  ])('query %j is %s', (query, expected) => {
    expect(byQuery(relationTypeQuery, query)).toBe(expected);
    expect(byQuery(queryOneOf('type', ['ticket', 'coupon']), query)).toBe(expected);
  });
});

describe('positiveIntQuery (2.14 uid)', () => {
  const rule = positiveIntQuery('uid');
  it.each(positiveInts)('uid=%s is ok', (v) => {
    expect(byQuery(rule, `uid=${v}`)).toBe('ok');
  });
  it.each(notPositiveInts.filter((v) => v !== undefined))('uid=%j is notMatch', (v) => {
    expect(byQuery(rule, new URLSearchParams({ uid: v }).toString())).toBe('notMatch');
  });
  it('a missing uid is notMatch', () => {
    expect(byQuery(rule, 'id=3')).toBe('notMatch');
  });
});

describe('requireParam', () => {
  it.each([
    ['2024061500012', 'ok'],
    ['SN-abc', 'ok'],
    ['0', 'ok'],
    ['', 'notMatch'],
    [undefined, 'notMatch'],
  ])('orderSn %j is %s (default failure notMatch)', (orderSn, expected) => {
    expect(byParams(requireParam('orderSn'), { orderSn })).toBe(expected);
  });
  it.each([
    ['qr-code-text', 'ok'],
    ['', 'notFound'],
    [undefined, 'notFound'],
  ])('qrcode %j is %s with failure notFound', (qrcode, expected) => {
    expect(byParams(requireParam('qrcode', 'notFound'), { qrcode })).toBe(expected);
  });
});

describe('positiveIds (2.15, notFound) and positiveIdsOrNotMatch (2.13)', () => {
  it.each(positiveInts)('id %s is ok', (id) => {
    expect(byParams(positiveIds('id'), { id })).toBe('ok');
    expect(byParams(positiveIdsOrNotMatch('id'), { id })).toBe('ok');
  });
  it.each(notPositiveInts)('id %j fails', (id) => {
    expect(byParams(positiveIds('id'), { id })).toBe('notFound');
    expect(byParams(positiveIdsOrNotMatch('id'), { id })).toBe('notMatch');
  });
  it('checks the named parameter, not another one', () => {
    expect(byParams(positiveIds('ticketId'), { id: '3' })).toBe('notFound');
    expect(byParams(positiveIds('ticketId'), { ticketId: '3', id: 'x' })).toBe('ok');
  });
  it.each([
    ['1', '2', 'ok'],
    ['1', undefined, 'notFound'],
    [undefined, '2', 'notFound'],
    ['1', '0', 'notFound'],
    ['0', '1', 'notFound'],
    ['1', 'abc', 'notFound'],
    ['1.5', '2', 'notFound'],
  ])('both ids: ticketId %j, publisherId %j is %s', (ticketId, publisherId, expected) => {
    expect(byParams(positiveIds('ticketId', 'publisherId'), { ticketId, publisherId })).toBe(expected);
  });
});

describe('reportParams (2.14)', () => {
  it.each(['bbs', 'reply', 'play', 'image', 'user', 'party'])('module %s with an integer id is ok', (module) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(byParams(reportParams, { module, id: '12' })).toBe('ok');
    expect(warn).not.toHaveBeenCalled();
  });
  it.each(['0', '-5', '1234567890123456'])('id %s is an integer', (id) => {
    expect(byParams(reportParams, { module: 'bbs', id })).toBe('ok');
  });
  it.each(['1.5', 'abc', '', undefined, '1e3', '12345678901234567'])('id %j is notMatch without a warning', (id) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(byParams(reportParams, { module: 'bbs', id })).toBe('notMatch');
    expect(warn).not.toHaveBeenCalled();
  });
  it.each(['post', 'BBS', '', undefined])('module %j is notMatch and logs a warning', (module) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(byParams(reportParams, { module, id: '12' })).toBe('notMatch');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
