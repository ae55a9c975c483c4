import { ActionSheet } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { ProductType } from '@kc/shared';
import { itemPaths } from '../utils/item-paths';

const ACTIONS = [
  { key: ProductType.ticket, text: '门票', description: '观展、入场凭证' },
  { key: ProductType.voucher, text: '卡券', description: '优惠券、代金券' },
  { key: ProductType.invitation, text: '邀请函', description: '嘉宾邀请、报名' },
];

/** 创建: choose 门票, 卡券 or 邀请函, then its form. */
export function CreateSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <ActionSheet
      visible={visible}
      extra="选择要创建的类型"
      cancelText="取消"
      actions={ACTIONS}
      onClose={onClose}
      onAction={(a) => {
        onClose();
        void navigate(itemPaths.create(Number(a.key)));
      }}
    />
  );
}
