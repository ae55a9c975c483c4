import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from './client.js';
import { sanitizeRichText } from '../plugins/app/html.js';
import {
  events,
  exhibitionActivities,
  exhibitionBrands,
  exhibitionHistory,
  exhibitionNews,
  exhibitionPages,
  projects,
} from './schema.js';

/**
 * The demo exhibition's page (docs/exhibition.md): 2026 山城国际车展 belongs to the auto_chongqing variant, with
 * opening hours, an introduction, the motorhome zone, a map position, five news items, four activities (one is the
 * demo funly event), ten brands across letters with hall and booth, and the 2025 edition. Images are drawn for this
 * project under the web app's static folder (`public/exhibition/*.svg`); nothing is downloaded.
 */
export async function seedExhibition(tx: Tx, people: { businessId: number; ownerId: number }, product: string) {
  const base = `/static-${product}2/exhibition`;
  const [project] = await tx
    .select({ id: projects.id, startAt: projects.startAt })
    .from(projects)
    .where(and(eq(projects.businessId, people.businessId), eq(projects.name, '2026 山城国际车展')));
  if (!project) return;
  const projectId = project.id;
  await tx
    .update(projects)
    .set({ cover: `${base}/hero.svg` })
    .where(eq(projects.id, projectId));

  await tx.insert(exhibitionPages).values({
    projectId,
    variant: 'auto_chongqing',
    openingHours: '专业观众日 9:00-17:00\n公众开放日 9:00-18:00（17:00 停止入场）',
    introduction: sanitizeRichText(
      [
        '<h2>西南规模最大的汽车盛会</h2>',
        '<p>山城国际车展创办于 1999 年，每年在悦来国际博览中心举办，展出面积 22 万平方米，汇集国内外 120 余个汽车、摩托车与房车品牌。</p>',
        '<p>本届车展设<strong>新能源馆、豪华车馆、摩托车馆与房车露营区</strong>，预计发布新车 120 余款，并举办试驾体验、技术论坛与车友活动。</p>',
        '<h3>展馆分布</h3>',
        '<ul><li>N1–N3 馆：新能源与智能网联</li><li>S1–S3 馆：乘用车与豪华车</li><li>5 号馆：摩托车</li><li>6 号馆及室外广场：房车露营</li></ul>',
        '<p>乘坐地铁 6 号线至悦来站，3 号出口步行约 5 分钟即可到达。</p>',
      ].join(''),
    ),
    motorhome: sanitizeRichText(
      [
        `<p><img src="${base}/motorhome.svg" alt="房车露营展区"></p>`,
        '<h2>房车露营展区</h2>',
        '<p>6 号馆与室外广场设有 2 万平方米房车露营区，展出 C 型、B 型自行式房车与拖挂式营地车 60 余台，可上车参观。</p>',
        '<ul><li>露营装备与户外生活方式展示</li><li>每日 14:00 房车生活分享会</li><li>营地预订与租车咨询服务台</li></ul>',
      ].join(''),
    ),
    lat: 29.7255,
    lng: 106.5426,
    updatedBy: people.ownerId,
  });

  const day = 86400_000;
  const opening = project.startAt ?? new Date();
  // the opening day's midnight in Asia/Shanghai, then `days` later at `hour` o'clock there
  const firstDay = Math.floor((opening.getTime() + 8 * 3600_000) / day) * day - 8 * 3600_000;
  const at = (days: number, hour: number) => new Date(firstDay + days * day + hour * 3600_000);
  const news = [
    {
      title: '2026 山城国际车展盛大开幕，120 余款新车首发',
      summary: '本届车展展出面积 22 万平方米，120 余个品牌参展，新能源车型占比过半。',
      body: '<p>2026 山城国际车展今日在悦来国际博览中心开幕。本届车展展出面积 22 万平方米，共有 120 余个汽车、摩托车与房车品牌参展。</p><p>开幕首日，<strong>长安、赛力斯、问界</strong>等品牌发布了多款全新车型，新能源车型占比超过 55%。</p><h3>观展提示</h3><ul><li>公众日 9:00-18:00 开放</li><li>凭电子门票二维码入场</li></ul>',
      cover: `${base}/news-1.svg`,
      at: at(0, 10),
    },
    {
      title: '新能源馆全新亮相：智能座舱与辅助驾驶集中展示',
      summary: 'N1–N3 馆集中展示新能源与智能网联技术，可现场体验智能座舱。',
      body: '<p>今年的新能源馆扩展到 N1–N3 三个展馆，集中展示纯电、增程与插混车型，以及智能座舱、辅助驾驶等最新技术。</p><p>观众可在 N2 馆体验区预约智能座舱试乘。</p>',
      cover: `${base}/news-2.svg`,
      at: at(0, 14),
    },
    {
      title: '摩托车展区 30 个品牌齐聚 5 号馆',
      summary: '春风、隆鑫、宗申等 30 个摩托车品牌带来新款街车与旅行车。',
      body: '<p>5 号馆摩托车展区汇集春风、隆鑫、宗申、本田等 30 个品牌，展出街车、旅行车与电动摩托车 200 余台。</p><p>每天 11:00 和 15:00 在室外广场有特技表演。</p>',
      cover: `${base}/news-3.svg`,
      at: at(1, 9),
    },
    {
      title: '观展交通与停车指南',
      summary: '地铁 6 号线悦来站直达，展馆周边设 8000 个停车位。',
      body: '<p><strong>地铁：</strong>6 号线悦来站 3 号出口步行 5 分钟。</p><p><strong>自驾：</strong>展馆周边 P1–P6 停车场共 8000 个车位，建议提前在导航中搜索“悦来国际博览中心停车场”。</p><p><strong>接驳车：</strong>每日 8:30 起江北机场 T3 往返展馆。</p>',
      cover: `${base}/news-4.svg`,
      at: at(1, 15),
    },
    {
      title: '房车露营展区开放，60 余台房车可上车参观',
      summary: '6 号馆与室外广场的房车露营区今日开放，每日 14:00 房车生活分享会。',
      body: '<p>6 号馆与室外广场的房车露营区今日开放，60 余台自行式与拖挂式房车可上车参观。</p><p>每天 14:00 在露营区舞台举办房车生活分享会。</p>',
      cover: `${base}/news-5.svg`,
      at: at(2, 10),
    },
  ];
  await tx.insert(exhibitionNews).values(
    news.map((n) => ({
      projectId,
      title: n.title,
      summary: n.summary,
      body: sanitizeRichText(n.body),
      cover: n.cover,
      publishedAt: n.at,
      createdBy: people.ownerId,
    })),
  );

  const [event] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.businessId, people.businessId), eq(events.state, 'running')))
    .orderBy(asc(events.id))
    .limit(1);
  await tx.insert(exhibitionActivities).values([
    {
      projectId,
      title: '开幕式暨新车发布会',
      startAt: at(0, 9),
      endAt: at(0, 11),
      place: 'S1 馆主舞台',
      cover: `${base}/activity-1.svg`,
      summary: '十余个品牌集中发布全新车型。',
    },
    {
      projectId,
      title: '新能源试驾体验',
      startAt: at(0, 10),
      endAt: at(0, 17),
      place: '室外试驾场',
      cover: `${base}/activity-2.svg`,
      summary: '现场预约，体验多款新能源车型。',
      eventId: event?.id ?? null,
    },
    {
      projectId,
      title: '摩托车特技表演',
      startAt: at(1, 11),
      endAt: at(1, 12),
      place: '室外广场',
      cover: `${base}/activity-3.svg`,
      summary: '专业车手带来的特技与越野表演。',
    },
    {
      projectId,
      title: '房车生活分享会',
      startAt: at(1, 14),
      endAt: at(1, 15),
      place: '6 号馆露营区舞台',
      cover: `${base}/activity-4.svg`,
      summary: '资深房车玩家分享自驾与营地生活。',
    },
  ]);

  const brand = (file: string, name: string, letter: string, hall: string, booth: string) => ({
    projectId,
    name,
    logo: `${base}/brand-${file}.svg`,
    letter,
    hall,
    booth,
  });
  await tx
    .insert(exhibitionBrands)
    .values([
      brand('aito', '问界', 'W', 'N1 馆', 'N1-08'),
      brand('byd', '比亚迪', 'B', 'N2 馆', 'N2-01'),
      brand('changan', '长安汽车', 'C', 'S1 馆', 'S1-01'),
      brand('cfmoto', '春风动力', 'C', '5 号馆', '5-12'),
      brand('deepal', '深蓝汽车', 'S', 'N1 馆', 'N1-02'),
      brand('geely', '吉利汽车', 'J', 'S2 馆', 'S2-05'),
      brand('honda', '本田摩托', 'B', '5 号馆', '5-03'),
      brand('loncin', '隆鑫', 'L', '5 号馆', '5-06'),
      brand('seres', '赛力斯', 'S', 'N1 馆', 'N1-05'),
      brand('zongshen', '宗申', 'Z', '5 号馆', '5-09'),
      brand('avatr', '阿维塔', 'A', 'N1 馆', 'N1-09'),
    ]);

  await tx.insert(exhibitionHistory).values({
    projectId,
    year: 2025,
    title: '2025 山城国际车展',
    summary:
      '2025 年车展以“智行山城”为主题，十天展期迎来观众 86 万人次，发布新车 98 款，新能源车型成交占比首次超过一半。',
    cover: `${base}/history-2025.svg`,
    figures: [
      { label: '观众', value: '86万人次' },
      { label: '参展品牌', value: '112个' },
      { label: '新车发布', value: '98款' },
      { label: '展出面积', value: '20万㎡' },
    ],
  });
}
