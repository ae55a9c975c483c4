import type { Feedback } from '@kc/shared';

export const feedback = (over: Partial<Feedback> = {}): Feedback => ({
  id: 3,
  kind: 'bug',
  kind_label: '功能异常',
  content: '发帖时图片上传一直转圈',
  images: ['/uploads/f1.png'],
  contact: '13800000001',
  reply: '',
  reply_time: null,
  status: 1,
  status_label: '待回复',
  nickname: '老王',
  create_time: 1780000000,
  actions: [],
  ...over,
});

export const pageOf = <T>(list: T[]) => ({ list, count: list.length, page_size: 20 });
