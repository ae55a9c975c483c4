import { Button, Checkbox, Input, Selector, Toast } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { LOTTERY_PRIZES_MAX } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import { DateField } from '../../../components/ui/date-field';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { LabelledTextArea } from '../../../components/ui/labelled-text-area';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { showError } from '../../../lib/http';
import { useLotteryManageInfo } from '../api/lottery-manage-info';
import { useLotteryProjects } from '../api/lottery-projects';
import { usePublishLottery } from '../api/lottery-publish';
import { useSaveLottery } from '../api/lottery-save';
import { lotteryPaths } from '../components/lottery-paths';
import { PrizeEditor } from '../components/prize-editor';
import { useLotteryForm } from '../hooks/use-lottery-form';
import styles from '../components/lottery.module.css';
import { UploadGuard } from '../../../components/ui/upload-guard';

function Editor({ id }: { id: number }) {
  const navigate = useNavigate();
  const info = useLotteryManageInfo(id);
  const projects = useLotteryProjects();
  const form = useLotteryForm(info.data);
  const save = useSaveLottery();
  const publish = usePublishLottery();
  if (id > 0 && info.isPending) return <PageLoading />;
  if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} />;
  if (info.data && !info.data.can_edit)
    return (
      <div className={styles.notice}>
        该抽奖{info.data.state_label}：发布后奖品、参与条件、开奖时间和规则均不可修改。
      </div>
    );
  const { draft } = form;

  const submit = async (andPublish: boolean) => {
    const built = form.toQuery();
    if ('error' in built) return void Toast.show({ content: built.error });
    if (andPublish && !(await confirmAction('发布后奖品、参与条件、开奖时间和规则均不可修改，确定发布？'))) return;
    try {
      const saved = await save.mutateAsync({ ...built.query, ...(id > 0 ? { id } : {}) });
      if (andPublish) await publish.mutateAsync(saved.id);
      Toast.show({ content: andPublish ? '已发布' : '草稿已保存' });
      void navigate(andPublish ? lotteryPaths.show(saved.id) : lotteryPaths.manage, { replace: true });
    } catch (e) {
      showError(e);
    }
  };

  return (
    <>
      <FormSection title="基本信息">
        <FormField label="所属展会" required vertical>
          <Selector
            aria-label="所属展会"
            options={(projects.data?.list ?? []).map((p) => ({ label: p.name, value: p.id }))}
            value={draft.project_id ? [draft.project_id] : []}
            onChange={(v) => form.set({ project_id: v[0] ?? null })}
          />
        </FormField>
        <FormField label="标题" required>
          <Input
            aria-label="标题"
            value={draft.title}
            maxLength={40}
            onChange={(v) => form.set({ title: v })}
            placeholder="如：开幕幸运大抽奖"
          />
        </FormField>
        <FormField label="开奖时间" required>
          <DateField
            precision="minute"
            placeholder="请选择"
            title="开奖时间"
            value={draft.draw_at}
            onChange={(s) => form.set({ draw_at: s })}
          />
        </FormField>
      </FormSection>
      <FormSection title="参与条件">
        <FormField label="持票" vertical>
          <Checkbox checked={draft.hold_ticket} onChange={(v) => form.set({ hold_ticket: v })}>
            须持有本展会的有效门票
          </Checkbox>
        </FormField>
        <FormField label="入场" vertical>
          <Checkbox checked={draft.checked_in_today} onChange={(v) => form.set({ checked_in_today: v })}>
            须当天已在展会核销入场
          </Checkbox>
        </FormField>
      </FormSection>
      <FormSection title="活动规则">
        <FormField label="规则" required vertical>
          <LabelledTextArea
            label="活动规则"
            value={draft.rules}
            maxLength={2000}
            showCount
            rows={5}
            onChange={(v) => form.set({ rules: v })}
            placeholder="活动时间、参与方式、领奖方式等"
          />
        </FormField>
      </FormSection>
      {draft.prizes.map((p, i) => (
        <PrizeEditor
          key={i}
          index={i}
          prize={p}
          onChange={(patch) => form.setPrize(i, patch)}
          onRemove={draft.prizes.length > 1 ? () => form.removePrize(i) : undefined}
        />
      ))}
      {draft.prizes.length < LOTTERY_PRIZES_MAX && (
        <div className={styles.toolbar}>
          <Button block fill="outline" onClick={form.addPrize}>
            添加奖品
          </Button>
        </div>
      )}
      <p className={styles.notice}>
        依据《反不正当竞争法》，抽奖式有奖销售最高奖金额不得超过50,000元；发布后不可修改。
      </p>
      <UploadGuard className={styles.footer}>
        <Button loading={save.isPending && !publish.isPending} onClick={() => void submit(false)}>
          保存草稿
        </Button>
        <Button color="danger" loading={publish.isPending} onClick={() => void submit(true)}>
          保存并发布
        </Button>
      </UploadGuard>
    </>
  );
}

/** /little-action/lottery/edit?id= (编辑抽奖): a new draft (no id) or a draft of the current business. */
export default function LotteryEditPage() {
  const id = Number(useSearchParams()[0].get('id') ?? 0) || 0;
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <Editor id={id} />
      </RequireBusiness>
    </div>
  );
}
