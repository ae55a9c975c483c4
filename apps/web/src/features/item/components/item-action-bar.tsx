import { Button } from 'antd-mobile';
import type { ItemAction } from '@kc/shared';
import { ACTION_META } from '../utils/item-actions';
import { ActionBar } from '../../../components/ui/action-bar';

/** Order of the buttons, the main action last (rightmost). */
const ORDER: ItemAction[] = ['delete', 'takedown', 'disable', 'copy', 'edit', 'enable', 'submit'];

/** One button for each action the server allows for this item — no more, no fewer. */
export function ItemActionBar({
  actions,
  disabled,
  onAction,
}: {
  actions: ItemAction[];
  disabled?: boolean;
  onAction: (a: ItemAction) => void;
}) {
  const shown = ORDER.filter((a) => actions.includes(a));
  if (shown.length === 0) return null;
  return (
    <ActionBar className="item-action-bar">
      {shown.map((a) => (
        <Button
          key={a}
          size="middle"
          color={ACTION_META[a].color}
          fill={ACTION_META[a].fill}
          disabled={disabled}
          onClick={() => onAction(a)}
        >
          {ACTION_META[a].label}
        </Button>
      ))}
    </ActionBar>
  );
}
