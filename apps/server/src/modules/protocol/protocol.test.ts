import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docIndex,
  ErrorCode,
  protocolEditInfo,
  protocolList,
  protocolSaveRich,
  protocolSaveText,
  protocolShow,
} from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { demoTokens, fieldNames } from '../../test/fixtures.js';

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;

beforeAll(async () => {
  t = await testApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

const as = (token: string) => ({ token });

describe('reading an agreement', () => {
  it('shows a seeded document as escaped paragraphs, to anyone', async () => {
    const r = await t.call(protocolShow, { key: 'epidemic' });
    expect(r.code, r.message).toBe(0);
    expect(r.data.title).toBe('防疫须知');
    expect(r.data.version).toBe(0);
    expect(r.data.html.startsWith('<p>为保障观展人员')).toBe(true);
    expect(r.data.html.split('<p>').length - 1).toBe(6);
  });

  it('answers 10004 for an unknown key and 10001 for a malformed one', async () => {
    expect((await t.call(protocolShow, { key: 'nothing_here' })).code).toBe(ErrorCode.NOT_FOUND);
    const bad = await t.call(protocolShow, { key: 'Bad-Key' });
    expect(bad.code).toBe(ErrorCode.VALIDATION);
    expect(bad.message).toBe('文档标识无效');
  });
});

describe('editing as plain text', () => {
  it('saves escaped paragraphs with a new version; the login terms still read plain text', async () => {
    const info = await t.call(protocolEditInfo, { key: 'agreement' }, as(tok.auditor));
    expect(info.data).toMatchObject({ key: 'agreement', version: 0, format: 'text', updated_by: '' });
    const saved = await t.call(
      protocolSaveText,
      { key: 'agreement', title: '用户协议', version: 0, content: '第一条 <b>遵守</b> 规则 & 法律\n\n第二条 文明交流' },
      as(tok.auditor),
    );
    expect(saved.code, saved.message).toBe(0);
    expect(saved.data).toMatchObject({
      version: 1,
      format: 'text',
      updated_by: '审核员小陈',
      html: '<p>第一条 &lt;b&gt;遵守&lt;/b&gt; 规则 &amp; 法律</p><p>第二条 文明交流</p>',
    });
    const shown = await t.call(protocolShow, { key: 'agreement' });
    expect(shown.data).toMatchObject({ version: 1, html: saved.data.html });
    // the readers that show text (login terms popup) get the text as typed
    const terms = await t.call(docIndex, { key: 'agreement' });
    expect(terms.data.content).toBe('第一条 <b>遵守</b> 规则 & 法律\n\n第二条 文明交流');
  });

  it('refuses a save from a stale version (10009) and keeps the stored one', async () => {
    const first = await t.call(
      protocolSaveText,
      { key: 'privacy', title: '隐私政策', version: 0, content: '版本一' },
      as(tok.auditor),
    );
    expect(first.data.version).toBe(1);
    const stale = await t.call(
      protocolSaveText,
      { key: 'privacy', title: '隐私政策', version: 0, content: '旧版本上的修改' },
      as(tok.auditor),
    );
    expect(stale.code).toBe(ErrorCode.CONFLICT);
    const ahead = await t.call(
      protocolSaveText,
      { key: 'privacy', title: '隐私政策', version: 5, content: '未来的版本' },
      as(tok.auditor),
    );
    expect(ahead.code).toBe(ErrorCode.CONFLICT);
    expect((await t.call(protocolShow, { key: 'privacy' })).data).toMatchObject({ version: 1, html: '<p>版本一</p>' });
  });

  it('of parallel saves from one version exactly one is stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call(protocolSaveText, { key: 'race_doc', title: '并发', version: 0, content: `第${i}版` }, as(tok.auditor)),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ErrorCode.CONFLICT)).toHaveLength(7);
    const list = await t.call(protocolList, {}, as(tok.auditor));
    expect(list.data.list.find((d) => d.key === 'race_doc')).toMatchObject({ version: 1, title: '并发' });
  });

  it('names the field of a bad query', async () => {
    for (const [query, field] of [
      [{ key: 'agreement', title: '', version: 1, content: 'x' }, 'title'],
      [{ key: 'agreement', title: '协议', version: 1, content: '   ' }, 'content'],
      [{ key: 'agreement', title: '协议', version: -1, content: 'x' }, 'version'],
      [{ key: 'Agree!', title: '协议', version: 1, content: 'x' }, 'key'],
    ] as const) {
      const r = await t.call(protocolSaveText, query, as(tok.auditor));
      expect(r.code, field).toBe(ErrorCode.VALIDATION);
      expect(fieldNames(r), field).toEqual([field]);
    }
  });
});

describe('editing as rich text', () => {
  it('sanitises on write: scripts and handlers are gone, bold and links stay', async () => {
    const info = await t.call(protocolEditInfo, { key: 'aboutus' }, as(tok.auditor));
    const saved = await t.call(
      protocolSaveRich,
      {
        key: 'aboutus',
        title: '关于我们',
        version: info.data.version,
        html:
          '<h2>关于</h2><p><strong>车友会</strong>是<a href="javascript:alert(1)">车友</a>的家</p>' +
          '<script>alert(1)</script><img src="x" onerror="alert(1)"><img src="/uploads/1/a.png" onload="x()">' +
          '<p><a href="https://example.com/a">官网</a></p>',
      },
      as(tok.auditor),
    );
    expect(saved.code, saved.message).toBe(0);
    const shown = await t.call(protocolShow, { key: 'aboutus' });
    const html = shown.data.html;
    expect(html).toContain('<strong>车友会</strong>');
    expect(html).toContain('<h2>关于</h2>');
    expect(html).toContain('<img src="/uploads/1/a.png" />');
    expect(html).toContain('href="https://example.com/a"');
    expect(html).not.toMatch(/script|onerror|onload|javascript:|src="x"/i);
    // the text readers (about us) get the words without markup
    const about = await t.call(docIndex, { key: 'aboutus' });
    expect(about.data.content).toBe('关于\n车友会是车友的家\n官网');
    const edit = await t.call(protocolEditInfo, { key: 'aboutus' }, as(tok.auditor));
    expect(edit.data).toMatchObject({ format: 'html', version: info.data.version + 1, html });
  });

  it('refuses HTML with nothing left after sanitising', async () => {
    const r = await t.call(
      protocolSaveRich,
      { key: 'empty_doc', title: '空', version: 0, html: '<script>alert(1)</script>' },
      as(tok.auditor),
    );
    expect(r.code).toBe(ErrorCode.VALIDATION);
    expect(r.message).toBe('正文不能为空');
  });
});

describe('who may edit', () => {
  it('30000 without a session, 10003 for anyone but the platform auditor; nothing changes', async () => {
    const q = { key: 'agreement', title: '篡改', version: 1, content: '篡改' };
    expect((await t.call(protocolSaveText, q)).code).toBe(ErrorCode.SESSION_INVALID);
    for (const token of [tok.visitor, tok.owner, tok.checker]) {
      expect((await t.call(protocolSaveText, q, as(token))).code).toBe(ErrorCode.FORBIDDEN);
      expect(
        (await t.call(protocolSaveRich, { key: q.key, title: q.title, version: 1, html: '<p>x</p>' }, as(token))).code,
      ).toBe(ErrorCode.FORBIDDEN);
      expect((await t.call(protocolEditInfo, { key: 'agreement' }, as(token))).code).toBe(ErrorCode.FORBIDDEN);
      expect((await t.call(protocolList, {}, as(token))).code).toBe(ErrorCode.FORBIDDEN);
    }
    expect((await t.call(protocolShow, { key: 'agreement' })).data.html).not.toContain('篡改');
  });
});
