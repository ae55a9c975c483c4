import { List } from 'antd-mobile';
import type { ClientKind } from '@kc/shared';
import type { Environment } from '../../../lib/platform/types';

export interface WxuserEnvProps {
  env: Environment;
  client: ClientKind;
  openid: string;
}

/** The detected environment, client kind and the stored openid. */
export function WxuserEnv({ env, client, openid }: WxuserEnvProps) {
  return (
    <List header="运行环境">
      <List.Item extra={<span data-testid="wxuser-env">{env}</span>}>环境</List.Item>
      <List.Item extra={<span data-testid="wxuser-client">{client}</span>}>客户端</List.Item>
      <List.Item extra={<span data-testid="wxuser-openid">{openid || '无'}</span>}>openid</List.Item>
    </List>
  );
}
