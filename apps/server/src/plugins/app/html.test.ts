import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userEdit, userInfo } from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { sanitizeRichText as clean } from './html.js';

describe('sanitizeRichText', () => {
  it('keeps the formatting a mobile page needs', () => {
    const html =
      '<h2>须知</h2><p style="text-align:center;color:#ff0000">一<strong>二</strong><em>三</em><u>四</u><s>五</s><br></p>' +
      '<ul><li>甲</li></ul><ol><li>乙</li></ol><blockquote>引用</blockquote>' +
      '<img src="/uploads/1/0b7c1f0e-1111-4222-8333-944455556666.png" alt="图">' +
      '<img src="https://cdn.example.com/a.jpg">';
    expect(clean(html)).toBe(html.replace('<br>', '<br />').replace(/(<img [^>]+)>/g, '$1 />'));
  });

  it('makes links http(s) only, opened with noopener', () => {
    expect(clean('<a href="https://example.com/x?a=1&amp;b=2">链接</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">链接</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '//evil.example.com/',
      '/static-kc2/my',
    ]) {
      expect(clean(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it.each([
    ['<script>window.__xss=1</script>正文', '正文'],
    ['<SCRIPT SRC=//evil.example.com/x.js></SCRIPT>正文', '正文'],
    ['<img src=x onerror="window.__xss=1">', ''],
    ['<img src="/uploads/a.png" onerror="window.__xss=1">', '<img src="/uploads/a.png" />'],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
    ['<img src="/api/user/1.0.0/logout">', ''],
    ['<svg onload="window.__xss=1"><circle r="1"/></svg>正文', '正文'],
    ['<svg><script>window.__xss=1</script></svg>', ''],
    ['<math><mtext><img src=x onerror=alert(1)></mtext></math>', ''],
    ['<iframe src="https://evil.example.com"></iframe>', ''],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<style>body{background:url(javascript:alert(1))}</style>正文', '正文'],
    ['<p style="background:url(javascript:alert(1))">p</p>', '<p>p</p>'],
    ['<p style="width:expression(alert(1))">p</p>', '<p>p</p>'],
    ['<span style="color:red;position:fixed;top:0">s</span>', '<span>s</span>'],
    ['<span style="color:#f00;position:fixed">s</span>', '<span style="color:#f00">s</span>'],
    ['<div onclick="alert(1)" class="x" id="y">d</div>', '<div>d</div>'],
    ['<p onmouseover=alert(1)>p</p>', '<p>p</p>'],
    ['<form action="https://evil.example.com"><input name="pw"><button>go</button></form>', 'go'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['<base href="https://evil.example.com/">', ''],
    ['<link rel="stylesheet" href="https://evil.example.com/x.css">', ''],
    ['<a href="https://example.com" onclick="alert(1)" style="color:red">a</a>', null],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['<img """><script>alert(1)</script>">', '"&gt;'],
    ['<!--<img src=x onerror=alert(1)>-->', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['<template><img src=x onerror=alert(1)></template>', ''],
  ])('%s', (payload, expected) => {
    const out = clean(payload);
    if (expected !== null) expect(out).toBe(expected);
    expect(out).not.toMatch(/<script|<svg|<iframe|<object|<embed|<style|<form|<meta|<base|<link|<math/i);
    expect(out).not.toMatch(/\son\w+\s*=/i);
    expect(out).not.toMatch(/javascript:|data:|expression\(/i);
  });

  it('escapes text so it stays text', () => {
    expect(clean('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });
});

describe('plain-text fields are stored as given (the web renders them as text)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('keeps a nickname and a signature with markup exactly as written', async () => {
    const { token } = await t.loginBySms('13900000077');
    const nickname = '<i onclick=alert(1)>';
    const signature = '<img src=x onerror="window.__xss=1"><script>x</script>';
    expect((await t.call(userEdit, { nickname, signature }, { token })).code).toBe(0);
    expect((await t.call(userInfo, {}, { token })).data).toMatchObject({ nickname, signature });
  });
});
