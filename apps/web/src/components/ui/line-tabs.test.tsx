import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LineTabs } from './line-tabs';

const TABS = [
  { key: 0, title: '全部' },
  { key: 1, title: '展会' },
  { key: 2, title: '赛事' },
];

function Chooser() {
  const [kind, setKind] = useState(0);
  return (
    <>
      <LineTabs tabs={TABS} active={kind} onChange={setKind} label="活动类型" />
      <p>当前 {kind}</p>
    </>
  );
}

const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');

describe('LineTabs', () => {
  it('is a named tab list whose chosen tab is selected; a tap chooses another', () => {
    render(<Chooser />);
    expect(screen.getByRole('tablist', { name: '活动类型' })).toBeTruthy();
    expect(selected().map((t) => t.textContent)).toEqual(['全部']);
    fireEvent.click(screen.getByRole('tab', { name: '赛事' }));
    expect(selected().map((t) => t.textContent)).toEqual(['赛事']);
    expect(screen.getByText('当前 2')).toBeTruthy();
  });

  it('moves the choice and the focus with the arrow keys, Home and End; only the chosen tab is in the tab order', () => {
    render(<Chooser />);
    const list = screen.getByRole('tablist');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()[0]!.textContent).toBe('展会');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '展会' }));
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()[0]!.textContent).toBe('赛事');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected()[0]!.textContent).toBe('全部');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()[0]!.textContent).toBe('赛事');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    fireEvent.keyDown(list, { key: 'a' });
    expect(selected()[0]!.textContent).toBe('赛事');
  });
});
