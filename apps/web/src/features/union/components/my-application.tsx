import { Button } from 'antd-mobile';
import type { Campaign, UnionApplication } from '@kc/shared';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { useMyApplication } from '../api/union-mine';
import { CampaignLoader } from './campaign-loader';
import { ErrorBlock } from '../../../components/ui/error-block';

export interface MyApplicationProps {
  campaignId: number;
  onApply: () => void;
  children: (a: UnionApplication, c: Campaign) => ReactNode;
}

/** Loads the campaign and my latest application to it; 暂无数据 with 去申请 when there is none. */
export function MyApplication({ campaignId, onApply, children }: MyApplicationProps) {
  const q = useMyApplication(campaignId);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) {
    return (
      <div className="center-page">
        <ErrorBlock status="empty" title="暂无数据" description="尚未申请该活动" />
        <Button color="primary" onClick={onApply}>
          去申请
        </Button>
      </div>
    );
  }
  const a = q.data;
  return <CampaignLoader id={campaignId}>{(c) => children(a, c)}</CampaignLoader>;
}
