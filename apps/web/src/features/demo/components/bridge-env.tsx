import { List } from 'antd-mobile';
import type { ClientKind } from '@kc/shared';
import type { Environment, WxSdkState } from '../../../lib/platform';

const ENV_LABELS: Record<Environment, string> = {
  wechat: '微信浏览器',
  miniprogram: '微信小程序',
  'app-ios': 'iOS App',
  'app-android': '安卓 App',
  browser: '普通浏览器',
};

const SDK_LABELS: Record<WxSdkState, string> = { idle: '未开始', loading: '加载中', ready: '就绪', error: '失败' };

export interface BridgeEnvProps {
  env: Environment;
  client: ClientKind;
  sdk: WxSdkState;
}

/** The detected environment, the client kind and the WeChat SDK state. */
export function BridgeEnv({ env, client, sdk }: BridgeEnvProps) {
  return (
    <List header="运行环境">
      <List.Item
        extra={
          <span data-testid="bridge-env" data-env={env}>
            {ENV_LABELS[env]}
          </span>
        }
      >
        环境
      </List.Item>
      <List.Item extra={<span data-testid="bridge-client">{client}</span>}>客户端</List.Item>
      <List.Item
        extra={
          <span data-testid="bridge-sdk" data-state={sdk}>
            {SDK_LABELS[sdk]}
          </span>
        }
      >
        微信SDK
      </List.Item>
    </List>
  );
}
