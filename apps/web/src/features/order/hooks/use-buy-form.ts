import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorCode, type Recipient, type SaleItem } from '@kc/shared';
import { isApiError, showError } from '../../../lib/http';
import { useFormState } from '../../../lib/form';
import { useCreateOrder } from '../api/create-order';
import { orderKeys } from '../api/order-keys';
import { maxQuantity } from '../utils/order-text';
import { orderPaths } from '../utils/order-paths';

export interface BuyValues {
  /** the chosen ticket type (0: the first one on sale) */
  itemId: number;
  quantity: number;
  /** 0: for oneself, else a family member's id */
  holder: number;
}

/** The server's refusal of an item whose application form must be filled in first. */
export const isFormFirst = (e: unknown): boolean =>
  isApiError(e) && e.code === ErrorCode.CONFLICT && e.message.includes('报名表');

/**
 * The buy form: ticket type, quantity and holder (kept in sessionStorage until the order exists, so going
 * to 管理常用领取人 and back loses nothing), and 提交订单 → createOrder → the payment page. Refusals are the
 * server's messages; 请先填写报名表 is kept for the form link.
 */
export function useBuyForm(opts: { storageKey: string; itemId: number | undefined; spm: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateOrder();
  const form = useFormState<BuyValues>(() => ({ itemId: opts.itemId ?? 0, quantity: 1, holder: 0 }), opts.storageKey);
  /** the item the server refused until its form is filled in, with its message */
  const [formFirst, setFormFirst] = useState<{ itemId: number; message: string } | null>(null);

  /** The chosen item among `choices`: the stored one, else the first on sale, else the first. */
  const chosen = (choices: SaleItem[]): SaleItem | undefined =>
    choices.find((c) => c.item_id === form.values.itemId) ?? choices.find((c) => c.remaining > 0) ?? choices[0];

  /** The quantity within 1..max for `item`. */
  const quantityFor = (item: SaleItem | undefined): number =>
    Math.max(1, Math.min(form.values.quantity, item ? maxQuantity(item) : 1));

  /** The holder within the profiles (a removed family member falls back to oneself). */
  const holderIn = (family: Recipient[] | undefined): number =>
    family?.some((r) => !r.is_self && r.id === form.values.holder) ? form.values.holder : 0;

  const submit = (item: SaleItem, family: Recipient[] | undefined) => {
    if (create.isPending) return;
    setFormFirst(null);
    const holder = holderIn(family);
    create.mutate(
      { itemId: item.item_id, quantity: quantityFor(item), recipientId: holder || null, spm: opts.spm },
      {
        onSuccess: (order) => {
          form.markSaved();
          void navigate(orderPaths.payment(order.id));
        },
        onError: (e) => {
          if (isFormFirst(e)) {
            setFormFirst({ itemId: item.item_id, message: (e as Error).message });
            return;
          }
          showError(e);
          if (isApiError(e) && (e.code === ErrorCode.SOLD_OUT || e.code === ErrorCode.LIMIT_REACHED)) {
            void queryClient.invalidateQueries({ queryKey: orderKeys.saleAll });
          }
        },
      },
    );
  };

  return {
    values: form.values,
    set: form.set,
    chosen,
    quantityFor,
    holderIn,
    submit,
    submitting: create.isPending,
    formFirst,
  };
}
