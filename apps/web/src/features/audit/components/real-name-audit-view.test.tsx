import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RealNameAudit } from '@kc/shared';
import { RealNameAuditView } from './real-name-audit-view';

const review = (over: Partial<RealNameAudit> = {}): RealNameAudit => ({
  id: 4,
  user_id: 2,
  nickname: '观众小王',
  state: 'pending',
  state_label: '审核中',
  name: '张三丰',
  id_number: '500101199001010018',
  front_image: '/uploads/2/front.png',
  back_image: '/uploads/2/back.png',
  reason: '',
  submit_time: 1780000000,
  decide_time: 0,
  ...over,
});

describe('RealNameAuditView', () => {
  it('pending: the full name and ID number and both photos of the ID card', () => {
    render(<RealNameAuditView realName={review()} />);
    expect(screen.getByText('观众小王')).toBeTruthy();
    expect(screen.getByText('张三丰')).toBeTruthy();
    expect(screen.getByText('500101199001010018')).toBeTruthy();
    expect(screen.getByAltText('张三丰的身份证人像面照片')).toBeTruthy();
    expect(screen.getByAltText('张三丰的身份证国徽面照片')).toBeTruthy();
  });

  it('decided: only the masked name and ID; the photos are gone', () => {
    render(
      <RealNameAuditView
        realName={review({
          state: 'rejected',
          state_label: '未通过',
          name: '张*丰',
          id_number: '500101**********18',
          front_image: '',
          back_image: '',
          reason: '照片模糊',
          decide_time: 1780000100,
        })}
      />,
    );
    expect(screen.getByText('500101**********18')).toBeTruthy();
    expect(screen.getByText('照片模糊')).toBeTruthy();
    expect(screen.getAllByText('审核完成后照片已删除')).toHaveLength(2);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
