import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ErrorCode,
  exhibitionBrandList,
  exhibitionContentDelete,
  exhibitionCurrent,
  exhibitionHistoryList,
  exhibitionInfo,
  exhibitionNewsInfo,
  exhibitionNewsList,
  exhibitionNewsSave,
} from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session-store';
import { renderAt } from '../../../test/render-at';
import { answerCalls, brandOf, infoOf, newsOf, sentTo, summaryOf } from '../components/exhibition-test-data';
import BrandPage from './brand-page';
import ExhibitionHomePage from './exhibition-home-page';
import HistoryPage from './history-page';
import IntroductionPage from './introduction-page';
import ManagePage from './manage-page';
import NewsDetailPage from './news-detail-page';
import NewsPage from './news-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/exhibition', element: <ExhibitionHomePage /> },
  { path: '/exhibition/news', element: <NewsPage /> },
  { path: '/exhibition/news/detail', element: <NewsDetailPage /> },
  { path: '/exhibition/brand', element: <BrandPage /> },
  { path: '/exhibition/history', element: <HistoryPage /> },
  { path: '/exhibition/introduction', element: <IntroductionPage /> },
  { path: '/exhibition/manage', element: <ManagePage /> },
];

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: '', uid: null, businessId: null });
});

describe('the 展会 tab', () => {
  it("shows the variant's current exhibition: facts, 购票, the latest news with 查看更多, activities and brands", async () => {
    answerCalls([
      [exhibitionCurrent, () => ({ app_name: 'auto_chongqing', current: summaryOf(), list: [summaryOf()] })],
      [exhibitionInfo, () => infoOf()],
    ]);
    const { path } = renderAt('/exhibition', routes);
    expect(await screen.findByRole('heading', { name: '2026 山城国际车展' })).toBeTruthy();
    expect(screen.getByText('进行中')).toBeTruthy();
    expect(screen.getByText('9:00-18:00')).toBeTruthy();
    const news = screen.getByRole('region', { name: '展会资讯' });
    expect(within(news).getAllByRole('button', { name: /资讯\d/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: '查看更多（5）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /新能源试驾体验/ })).toBeTruthy();
    expect(screen.getByRole('list', { name: '参展品牌' }).textContent).toContain('长安汽车');
    fireEvent.click(screen.getByRole('button', { name: '购票' }));
    expect(path()).toBe('/exhibition/ticket?project_id=1');
  });

  it('offers 管理内容 only when the server says can_manage; the map opens only on 查看地图', async () => {
    answerCalls([
      [exhibitionCurrent, () => ({ app_name: 'auto_chongqing', current: summaryOf(), list: [summaryOf()] })],
      [exhibitionInfo, () => infoOf({ can_manage: false })],
    ]);
    renderAt('/exhibition', routes);
    await screen.findByRole('heading', { name: '2026 山城国际车展' });
    expect(screen.queryByRole('button', { name: '管理内容' })).toBeNull();

    const toggle = screen.getByRole('button', { name: '查看地图' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('.map-view')).toBeNull();
  });

  it('管理内容 opens the content admin of the exhibition for a manager', async () => {
    answerCalls([
      [exhibitionCurrent, () => ({ app_name: 'auto_chongqing', current: summaryOf(), list: [summaryOf()] })],
      [exhibitionInfo, () => infoOf({ can_manage: true })],
    ]);
    const { path } = renderAt('/exhibition', routes);
    fireEvent.click(await screen.findByRole('button', { name: '管理内容' }));
    expect(path()).toBe('/exhibition/manage?project_id=1');
  });

  it('the general variant lists the exhibitions; a tap shows one, 全部展会 goes back', async () => {
    answerCalls(
      [
        [
          exhibitionCurrent,
          () => ({ app_name: 'kc', current: null, list: [summaryOf(), summaryOf({ id: 2, name: '摩博会' })] }),
        ],
        [
          exhibitionInfo,
          (q) => infoOf({ ...summaryOf({ id: Number(q.project_id), name: '摩博会' }), news: [], news_count: 0 }),
        ],
      ],
      false,
    );
    const { path } = renderAt('/exhibition', routes);
    fireEvent.click(await screen.findByRole('button', { name: /摩博会/ }));
    expect(path()).toBe('/exhibition?project_id=2');
    expect(await screen.findByText('暂无资讯')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '全部展会' }));
    await waitFor(() => expect(path()).toBe('/exhibition'));
  });

  it('a failed load says so and retries', async () => {
    let fail = true;
    answerCalls([
      [exhibitionCurrent, () => ({ app_name: 'auto_chongqing', current: summaryOf(), list: [] })],
      [
        exhibitionInfo,
        () => {
          if (fail) throw new ApiError(ErrorCode.UPSTREAM_FAILED, '系统繁忙');
          return infoOf();
        },
      ],
    ]);
    renderAt('/exhibition', routes);
    expect(await screen.findByText('系统繁忙')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '2026 山城国际车展' })).toBeTruthy();
  });
});

describe('the exhibition subpages', () => {
  it('news: a list of the given exhibition, empty says 暂无资讯', async () => {
    answerCalls([[exhibitionNewsList, () => ({ list: [], count: 0, page_size: 10 })]], false);
    renderAt('/exhibition/news?project_id=1', routes);
    expect(await screen.findByText('暂无资讯')).toBeTruthy();
    expect(sentTo(exhibitionNewsList)[0]).toMatchObject({ project_id: 1, page: 1 });
  });

  it('news detail renders the stored body; without an id it says 资讯不存在', async () => {
    answerCalls(
      [
        [
          exhibitionNewsInfo,
          () => ({ ...newsOf(4), title: '开幕', body: '<p>车展今日开幕</p>', project_name: '2026 山城国际车展' }),
        ],
      ],
      false,
    );
    renderAt('/exhibition/news/detail?id=4', routes);
    expect(await screen.findByRole('heading', { name: '开幕' })).toBeTruthy();
    expect(screen.getByText('车展今日开幕')).toBeTruthy();
  });

  it('news detail without an id', async () => {
    renderAt('/exhibition/news/detail', routes);
    expect(await screen.findByText('资讯不存在')).toBeTruthy();
  });

  it('brands: grouped A–Z with hall and booth, searched in place', async () => {
    answerCalls(
      [
        [
          exhibitionBrandList,
          () => ({
            list: [brandOf(1, '长安汽车', 'C', 'S1 馆'), brandOf(2, '春风动力', 'C'), brandOf(3, '宗申', 'Z')],
            count: 3,
          }),
        ],
      ],
      false,
    );
    renderAt('/exhibition/brand?project_id=1', routes);
    expect(await screen.findByRole('list', { name: 'C开头的品牌' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Z开头的品牌' })).toBeTruthy();
    expect(screen.getByText('S1 馆 · 展位 C-01')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '宗' } });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'C开头的品牌' })).toBeNull());
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '不存在' } });
    expect(await screen.findByText('没有找到相关品牌')).toBeTruthy();
  });

  it('history shows each edition with its figures; none says 暂无历届回顾', async () => {
    answerCalls(
      [
        [
          exhibitionHistoryList,
          () => ({
            list: [
              {
                id: 1,
                project_id: 1,
                year: 2025,
                title: '2025 山城国际车展',
                summary: '回顾',
                cover: '',
                figures: [{ label: '观众', value: '86万人次' }],
              },
            ],
            count: 1,
          }),
        ],
      ],
      false,
    );
    renderAt('/exhibition/history?project_id=1', routes);
    expect(await screen.findByRole('heading', { name: '2025 山城国际车展' })).toBeTruthy();
    expect(screen.getByText('86万人次')).toBeTruthy();
  });

  it('introduction without project_id uses the current exhibition of the variant', async () => {
    answerCalls(
      [
        [exhibitionCurrent, () => ({ app_name: 'auto_chongqing', current: summaryOf({ id: 5 }), list: [] })],
        [exhibitionInfo, () => infoOf({ id: 5 })],
      ],
      false,
    );
    renderAt('/exhibition/introduction', routes);
    expect(await screen.findByRole('heading', { name: '西南规模最大的汽车盛会' })).toBeTruthy();
    expect(sentTo(exhibitionInfo)[0]).toEqual({ project_id: 5 });
  });
});

describe('the content admin', () => {
  it('refuses whoever the server does not let manage', async () => {
    answerCalls([[exhibitionInfo, () => infoOf({ can_manage: false })]]);
    renderAt('/exhibition/manage?project_id=1', routes);
    expect(await screen.findByText('暂无权限')).toBeTruthy();
  });

  it('the owner edits a news item: the stored body is in the rich-text editor and goes back with the new title', async () => {
    answerCalls([
      [exhibitionInfo, () => infoOf({ can_manage: true })],
      [exhibitionNewsList, () => ({ list: [newsOf(3, { title: '开幕新闻' })], count: 1, page_size: 10 })],
      [
        exhibitionNewsInfo,
        () => ({ ...newsOf(3, { title: '开幕新闻' }), body: '<p>第一段</p>', project_name: '车展' }),
      ],
      [exhibitionNewsSave, (q) => ({ ...newsOf(3), ...q, project_name: '车展' })],
    ]);
    renderAt('/exhibition/manage?project_id=1', routes);
    fireEvent.click(await screen.findByRole('tab', { name: '资讯' }));
    fireEvent.click(await screen.findByRole('button', { name: '编辑开幕新闻' }));
    expect((await screen.findByRole('textbox', { name: '资讯正文' })).textContent).toContain('第一段');
    fireEvent.change(screen.getByLabelText('资讯标题', { selector: 'input' }), {
      target: { value: '开幕新闻（更新）' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sentTo(exhibitionNewsSave)).toHaveLength(1));
    expect(sentTo(exhibitionNewsSave)[0]).toMatchObject({
      project_id: 1,
      id: 3,
      title: '开幕新闻（更新）',
      body: '<p>第一段</p>',
    });
  });

  it('删除 asks first and sends nothing when cancelled', async () => {
    answerCalls([
      [exhibitionInfo, () => infoOf({ can_manage: true })],
      [exhibitionNewsList, () => ({ list: [newsOf(3, { title: '开幕新闻' })], count: 1, page_size: 10 })],
      [exhibitionContentDelete, (q) => q],
    ]);
    renderAt('/exhibition/manage?project_id=1', routes);
    fireEvent.click(await screen.findByRole('tab', { name: '资讯' }));
    fireEvent.click(await screen.findByRole('button', { name: '删除开幕新闻' }));
    expect(await screen.findByText('确定删除“开幕新闻”吗？删除后不可恢复。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定删除“开幕新闻”吗？删除后不可恢复。')).toBeNull());
    expect(sentTo(exhibitionContentDelete)).toHaveLength(0);
  });
});
