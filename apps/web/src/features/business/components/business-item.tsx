import { List, Space, Tag } from 'antd-mobile';
import { roleLabel, type MyBusiness } from '@kc/shared';
import { CheckIcon } from '../../../components/ui/icons';

/** One business of the caller: its name, the roles held there (中文) and whether it is the current one. */
export function BusinessItem({
  business,
  current,
  onPick,
}: {
  business: MyBusiness;
  current: boolean;
  onPick: () => void;
}) {
  return (
    <List.Item
      className={current ? 'business-item is-current' : 'business-item'}
      onClick={onPick}
      arrow={false}
      aria-current={current || undefined}
      description={
        <Space wrap style={{ '--gap': '4px' }}>
          {business.roles.map((r) => (
            <Tag key={r} color="primary" fill="outline">
              {roleLabel[r]}
            </Tag>
          ))}
        </Space>
      }
      extra={
        current ? (
          <span className="business-current">
            <CheckIcon /> 当前
          </span>
        ) : (
          <span className="business-switch">切换</span>
        )
      }
    >
      {business.business_name}
    </List.Item>
  );
}
