import { useMemo } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { usePlatform, useWxSdkState } from '../../../lib/platform';
import { ActionGrid } from '../components/action-grid';
import { BridgeEnv } from '../components/bridge-env';
import { BridgeResult } from '../components/bridge-result';
import { useActionRunner } from '../hooks/use-action-runner';
import { nativeActions, platformActions } from '../utils/bridge-actions';
import '../components/app-bridge.css';

/** /demo/appBridge (no login): the detected environment, and every platform and native action to fire. */
export default function AppBridgePage() {
  const platform = usePlatform();
  const sdk = useWxSdkState();
  const { last, run } = useActionRunner();
  const common = useMemo(() => platformActions(), []);
  const native = useMemo(() => nativeActions(), []);
  return (
    <div className="page">
      <PageHeader />
      <BridgeEnv env={platform.env} client={platform.client} sdk={sdk} />
      <BridgeResult last={last} />
      <ActionGrid title="通用能力" actions={common} onRun={run} />
      <ActionGrid title="App 原生动作" actions={native} onRun={run} />
    </div>
  );
}
