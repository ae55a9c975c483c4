import { describe, expect, it } from 'vitest';
import { funlyTimeProblems } from './funly-times.js';

const t = { start_time: 1000, end_time: 2000, signup_start: 100, signup_end: 2000 };

describe('funlyTimeProblems', () => {
  it('accepts times in order, sign-up closing exactly at the end', () => {
    expect(funlyTimeProblems(t)).toEqual([]);
  });
  it('names the field of each broken order, at the boundaries', () => {
    expect(funlyTimeProblems({ ...t, end_time: 1000 }).map((p) => p.message)).toContain('结束时间须晚于开始时间');
    expect(funlyTimeProblems({ ...t, signup_end: 2001 })).toEqual([
      { field: 'signup_end', message: '报名截止时间不能晚于活动结束时间' },
    ]);
    expect(funlyTimeProblems({ ...t, signup_start: 2000 })).toEqual([
      { field: 'signup_end', message: '报名截止时间须晚于报名开始时间' },
    ]);
  });
  it('says nothing of times not chosen yet', () => {
    expect(funlyTimeProblems({ start_time: null, end_time: 5, signup_start: null, signup_end: null })).toEqual([]);
  });
});
