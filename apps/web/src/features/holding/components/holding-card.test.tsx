import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cardOf } from '../test-helpers';
import { HoldingCard } from './holding-card';

describe('HoldingCard', () => {
  it('opens by a tap anywhere, or by its name, a link (Enter or Space, reachable by Tab)', () => {
    const open = vi.fn();
    const action = vi.fn();
    render(
      <HoldingCard
        card={cardOf({ holder_name: '观众小王' })}
        onClick={open}
        actions={
          <button type="button" onClick={action}>
            核销记录
          </button>
        }
      />,
    );
    const link = screen.getByRole('link', { name: '摩博会普通门票' });
    expect(link.tabIndex).toBe(0);
    expect(link.textContent).toBe('摩博会普通门票');
    expect(screen.getByRole('article', { name: '摩博会普通门票' }).textContent).toContain('持有人 观众小王');
    fireEvent.click(screen.getByText('凭证入场'));
    fireEvent.keyDown(link, { key: 'Enter' });
    fireEvent.keyDown(link, { key: ' ' });
    expect(open).toHaveBeenCalledTimes(3);
    // the card's own buttons keep their clicks and keys
    const button = screen.getByRole('button', { name: '核销记录' });
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(3);
  });

  it('without onClick it is no link', () => {
    render(<HoldingCard card={cardOf()} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('article', { name: '摩博会普通门票' })).toBeTruthy();
  });
});
