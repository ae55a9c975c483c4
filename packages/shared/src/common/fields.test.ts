import { describe, expect, it } from 'vitest';
import { z } from './z.js';
import { displayText, imageUrlField, isImageUrl, stripInvisible } from './fields.js';
import { userEdit } from '../user/user.contract.js';
import { itemFields } from '../item/item.contract.js';
import { checkFormValues } from '../form/form-values.js';

describe('isImageUrl: one rule for every image field', () => {
  it.each([
    '/uploads/1/abc.png',
    '/uploads/1/0b6b6f0e-1c1e-4a55-9a7b-2f6f3b0f9a11.jpg',
    '/a',
    '/static/img/cover.png?v=2',
    'https://example.com/a',
    'https://example.com/a.png',
    'http://example.com:8080/x/y.png?w=1#f',
    'HTTPS://CDN.example.com/A.PNG',
    'https://thirdwx.qlogo.cn/mmopen/vi_32/abc/132',
    'https://127.0.0.1/x.png',
  ])('accepts %j', (v) => expect(isImageUrl(v)).toBe(true));

  it.each([
    ['protocol-relative', '//evil.example/x.png'],
    ['slash backslash', '/\\evil.example/x.png'],
    ['backslashes', '\\\\evil.example\\x.png'],
    ['backslash later in a path', '/uploads\\..\\x.png'],
    ['backslash in a URL', 'https://example.com\\@evil.example/x.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: mixed case', 'JavaScript:alert(1)'],
    ['data:', 'data:image/png;base64,iVBORw0KGgo='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['ftp:', 'ftp://example.com/x.png'],
    ['leading spaces', ' /x'],
    ['leading spaces before a URL', '  https://example.com/x.png'],
    ['trailing space', '/x '],
    ['a tab inside', 'java\tscript:alert(1)'],
    ['a newline inside', '/x\n.png'],
    ['a control character', '/x\u0001.png'],
    ['a NUL byte', '/x\u0000.png'],
    ['a no-break space', '/x\u00a0.png'],
    ['an invisible character', '/\u200b/evil.example/x.png'],
    ['a bidirectional override', 'https://example.com/\u202egnp.exe'],
    ['https:/ with one slash', 'https:/x'],
    ['https: without slashes', 'https:x'],
    ['https:// without a host', 'https://'],
    ['https:/// with an empty host', 'https:///x.png'],
    ['https://? with an empty host', 'https://?x'],
    ['credentials', 'https://user@evil.example/x.png'],
    ['user and password', 'https://user:pass@evil.example/x.png'],
    ['empty credentials', 'https://@evil.example/x.png'],
    ['a bare slash', '/'],
    ['empty', ''],
    ['relative', 'uploads/x.png'],
    ['a host without a scheme', 'evil.example/x.png'],
    ['too long', `/uploads/${'a'.repeat(600)}.png`],
  ])('refuses %s: %j', (_name, v) => expect(isImageUrl(v)).toBe(false));

  it('imageUrlField answers with the field’s message; allowEmpty takes an empty string and nothing else', () => {
    const field = imageUrlField();
    expect(field.safeParse('/uploads/1/a.png')).toMatchObject({ success: true, data: '/uploads/1/a.png' });
    expect(field.safeParse('//evil.example/x.png').error?.issues[0]?.message).toBe('图片地址无效');
    expect(field.safeParse('').success).toBe(false);
    expect(field.safeParse(`/${'a'.repeat(512)}`).success).toBe(false);
    expect(imageUrlField('头像地址无效').safeParse('/\\evil.example').error?.issues[0]?.message).toBe('头像地址无效');
    const optional = imageUrlField('图标地址无效', { allowEmpty: true });
    expect(optional.safeParse('').success).toBe(true);
    expect(optional.safeParse(' ').success).toBe(false);
    expect(optional.safeParse('//evil.example/x.png').error?.issues[0]?.message).toBe('图标地址无效');
  });

  it('is the rule of the contracts and of form image values', () => {
    const headimg = (v: string) => userEdit.query.safeParse({ headimg: v });
    expect(headimg('/uploads/1/a.png').success).toBe(true);
    expect(headimg('https://example.com/a.png').success).toBe(true);
    for (const bad of ['//evil.example/x.png', '/\\evil.example/x.png', 'javascript:alert(1)', ' /x']) {
      expect(headimg(bad).error?.issues[0]?.message, bad).toBe('头像地址无效');
    }
    expect(itemFields.style_icon.safeParse('').success).toBe(true);
    expect(itemFields.style_icon.safeParse('//evil.example/x.png').success).toBe(false);
    const photo = [
      { key: 'photo', kind: 'image' as const, label: '照片', required: true, options: [], placeholder: '' },
    ];
    expect(checkFormValues(photo, { photo: '/uploads/1/a.png' }).errors).toEqual([]);
    expect(checkFormValues(photo, { photo: '//evil.example/x.png' }).errors).toEqual([
      { field: 'values.photo', message: '图片无效，请重新上传' },
    ]);
  });
});

describe('displayText: invisible format characters are removed before the checks', () => {
  const INVISIBLE = [
    '\u200b',
    '\u200c',
    '\u200d',
    '\u200e',
    '\u200f',
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2060',
    '\u2061',
    '\u2062',
    '\u2063',
    '\u2064',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\ufeff',
    '\u061c',
    '\u180e',
    '\u00ad',
    '\u{e0041}',
  ];

  it.each(INVISIBLE.map((c) => [c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0'), c]))(
    'strips U+%s',
    (_code, c) => expect(stripInvisible(`小${c}王${c}`)).toBe('小王'),
  );

  it('keeps visible text as it is: letters, emoji, spaces inside, HTML', () => {
    for (const v of ['老李', 'Ann Lee', '🚗车友', '<b>x</b>', '   ']) expect(stripInvisible(v)).toBe(v);
  });

  const name = displayText().min(1, '昵称不能为空').max(3, '昵称最多3个字');
  it('refuses text of invisible characters alone as empty and counts only what is seen', () => {
    expect(name.safeParse('\u202e\u202e').error?.issues[0]?.message).toBe('昵称不能为空');
    expect(name.safeParse(' \u200b \ufeff ').error?.issues[0]?.message).toBe('昵称不能为空');
    expect(name.safeParse(INVISIBLE.join('')).error?.issues[0]?.message).toBe('昵称不能为空');
    expect(name.parse('小\u200b王')).toBe('小王');
    expect(name.parse('\u200b 老\u202e李 \u200b')).toBe('老李');
    // three visible characters with invisible ones between them fit a maximum of 3
    expect(name.parse('一\u200b二\u200b三\u200b')).toBe('一二三');
    expect(name.safeParse('一二三四').error?.issues[0]?.message).toBe('昵称最多3个字');
  });

  it('is still a string schema with its own type error', () => {
    expect(displayText('请输入名称').safeParse(1).error?.issues[0]?.message).toBe('请输入名称');
    expect(z.toJSONSchema(name)).toMatchObject({ type: 'string', minLength: 1, maxLength: 3 });
  });

  it('applies to nickname and signature', () => {
    expect(userEdit.query.parse({ nickname: '老\u202e李\u200b', signature: '\u2066爱骑行\u2069' })).toEqual({
      nickname: '老李',
      signature: '爱骑行',
    });
    expect(userEdit.query.safeParse({ nickname: '\u200b\u200b' }).error?.issues[0]?.message).toBe('昵称不能为空');
  });
});
