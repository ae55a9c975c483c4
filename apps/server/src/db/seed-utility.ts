import { and, eq } from 'drizzle-orm';
import { EPIDEMIC_DOC_KEY } from '@kc/shared';
import type { Tx } from './client.js';
import { docs, healthDeclarations, projects } from './schema.js';

/** The notice a visitor accepts before declaring their health at an exhibition (/app/epidmic). */
export const EPIDEMIC_NOTICE = [
  '为保障观展人员的健康与安全，请在入场当天如实填写健康申报。',
  '一、申报内容仅用于本届展会的入场健康管理，由主办方按需查看，展会结束后30日内删除。',
  '二、如有发热、干咳、乏力等症状，请暂缓观展，并及时就医。',
  '三、健康码截图请上传当天的截图，信息须清晰可辨。',
  '四、瞒报、谎报健康信息造成不良后果的，由申报人依法承担相应责任。',
  '提交即表示你已阅读并同意本须知。',
].join('\n');

/**
 * Utility demo data (docs/utility.md): the `epidemic` notice, and one declaration of today at the demo exhibition
 * (by the demo checker) so the business's list screen shows a row.
 */
export async function seedUtility(tx: Tx, d: { checkerId: number; healthCode: string }) {
  await tx
    .insert(docs)
    .values({ key: EPIDEMIC_DOC_KEY, title: '防疫须知', content: EPIDEMIC_NOTICE })
    .onConflictDoNothing({ target: docs.key });
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.name, '2026 山城国际车展'), eq(projects.state, 'published')))
    .limit(1);
  if (!project) return;
  const now = new Date();
  await tx.insert(healthDeclarations).values({
    projectId: project.id,
    userId: d.checkerId,
    day: new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10),
    name: '张检票',
    mobile: '13800000003',
    symptoms: ['none'],
    travel: '近14天一直在重庆',
    healthCode: d.healthCode,
  });
}
