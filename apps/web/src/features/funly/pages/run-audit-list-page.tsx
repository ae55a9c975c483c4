import { SearchBar, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/ui/confirm';
import { ListView } from '../../../components/ui/list-view';
import { showError } from '../../../lib/http';
import { useFunlyApplyAudit } from '../api/funly-apply-audit';
import { fetchFunlyApplyPage, funlyApplyCountsQuery, funlyApplyListKey } from '../api/funly-apply-list';
import { RunApplicationRow } from '../components/run-application-row';
import { RunEventTitle } from '../components/run-event-title';
import { runPaths } from '../components/run-paths';
import { RunIdPage } from '../components/run-id-page';
import { RUN_TABS, RunStatusTabs } from '../components/run-status-tabs';
import styles from '../components/run.module.css';

/** One event's applications: status tabs with counts, search by name or mobile, 通过 from a pending row. */
function AuditList({ id }: { id: number }) {
  const navigate = useNavigate();
  const [tab, setTab] = useState('all');
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const counts = useQuery(funlyApplyCountsQuery(id, keyword));
  const audit = useFunlyApplyAudit();
  const status = RUN_TABS.find((t) => t.key === tab)?.status;

  const approve = async (applicationId: number) => {
    if (!(await confirmAction('确定通过该报名吗？'))) return;
    try {
      await audit.mutateAsync({ id: applicationId, pass: true, remark: '' });
      Toast.show({ icon: 'success', content: '已通过' });
    } catch (e) {
      showError(e);
    }
  };

  return (
    <>
      <RunEventTitle id={id} />
      <div className={styles.bar}>
        <SearchBar
          placeholder="搜索姓名或手机号"
          value={text}
          onChange={(v) => {
            setText(v);
            if (!v.trim()) setKeyword('');
          }}
          onSearch={(v) => setKeyword(v.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      <RunStatusTabs active={tab} counts={counts.data} onChange={setTab} />
      <ListView
        queryKey={funlyApplyListKey(id, status, keyword)}
        fetchPage={fetchFunlyApplyPage(id, status, keyword)}
        itemKey={(a) => a.id}
        emptyText={keyword ? '没有找到相关报名' : '暂无报名'}
        renderItem={(a) => (
          <RunApplicationRow
            a={a}
            onOpen={() => void navigate(runPaths.review(a.id))}
            onApprove={() => void approve(a.id)}
            busy={audit.isPending && audit.variables.id === a.id}
          />
        )}
      />
    </>
  );
}

/** /funly-manage/apply/auditList/{id} */
export default function RunAuditListPage() {
  return <RunIdPage missing="活动不存在">{(id) => <AuditList id={id} />}</RunIdPage>;
}
