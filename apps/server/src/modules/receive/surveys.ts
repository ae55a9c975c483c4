export interface Survey {
  title: string;
  questions: { key: string; label: string; options: string[] }[];
}

/** The surveys by type: 1 follows receiving a ticket. */
export const SURVEYS: Record<number, Survey> = {
  1: {
    title: '观展小调查',
    questions: [
      { key: 'source', label: '您是从哪里知道本次展会的？', options: ['朋友推荐', '微信', '抖音', '户外广告', '其他'] },
      { key: 'day', label: '您计划哪天到场？', options: ['周五', '周六', '周日', '还没确定'] },
      { key: 'interest', label: '您最感兴趣的是？', options: ['新车发布', '摩托车', '改装车', '车友活动'] },
    ],
  },
};
