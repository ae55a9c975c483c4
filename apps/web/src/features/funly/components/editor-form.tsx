import { Button, Input, Switch } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { FUNLY_KIND_LABELS, type FunlyDetail } from '@kc/shared';
import { DraftSubmitBar } from '../../../components/ui/draft-actions';
import { DateField } from '../../../components/ui/date-field';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { FormPicker } from '../../../components/ui/form-picker';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { ImageField } from '../../../components/ui/image-field';
import { OptionSelector } from '../../../components/ui/option-selector';
import { RestoredNotice } from '../../../components/ui/restored-notice';
import { EditorDescription } from './editor-description';
import { useEventEditor } from './editor-form-state';
import { EditorRelations } from './editor-relations';
import { isPaid, type EditorValues } from './editor-values';
import styles from './editor.module.css';

/** An event is usually announced ahead: the start picker opens at 09:00 tomorrow. */
const tomorrowMorning = () => {
  const d = new Date(Date.now() + 86400_000);
  d.setHours(9, 0, 0, 0);
  return d;
};

const EditorMapPreview = lazy(() => import('./editor-map-preview'));

const KINDS = Object.entries(FUNLY_KIND_LABELS).map(([value, label]) => ({ value: Number(value), label }));
const PAYMENT_ORDERS = [
  { value: 1 as const, label: '先支付后填表' },
  { value: 2 as const, label: '先填表后支付' },
];
/** Folded into 高级设置 (each has a default); it opens by itself when one of them has a message. */
const ADVANCED: (keyof EditorValues)[] = ['max_companions', 'form_id', 'coupons', 'payment_order'];

function Hint({ children }: { children: string }) {
  return <p className={styles.hint}>{children}</p>;
}

const coord = (s: string): number | null => (/^-?\d+(\.\d+)?$/.test(s.trim()) ? Number(s) : null);

/**
 * The event editor (create, edit, draft, copy): what must be filled is marked, the choices with defaults are
 * folded into 高级设置, a hint under each rule. 保存草稿 (not for a live event) and 提交审核.
 */
export function EditorForm({ detail, timestamp }: { detail?: FunlyDetail; timestamp: string }) {
  const form = useEventEditor(detail, timestamp);
  const { values: v, errors: e, set } = form;
  const [advanced, setAdvanced] = useState(false);
  const [showMap, setShowMap] = useState(false);
  const paid = isPaid(v);
  const shownAdvanced = advanced || ADVANCED.some((f) => e[f]);
  const lat = coord(v.latitude);
  const lng = coord(v.longitude);

  return (
    <div className={`has-form-actions ${styles.editor}`}>
      {form.restored && <RestoredNotice />}
      {form.live && <p className="notice-warning">修改将提交审核，审核通过前仍按原内容展示</p>}
      {detail?.state === 'failed' && detail.fail_reason && (
        <p className={styles.danger}>未通过原因：{detail.fail_reason}</p>
      )}

      <FormSection title="基本信息">
        <FormField label="活动名称" required error={e.title}>
          <Input
            aria-label="活动名称"
            placeholder="如：周末车友自驾聚会"
            maxLength={40}
            value={v.title}
            onChange={(x) => set('title', x)}
            clearable
          />
        </FormField>
        <FormField label="活动封面" required vertical error={e.cover}>
          <ImageField value={v.cover} onChange={(x) => set('cover', x)} label="上传活动封面" />
          <Hint>建议 16:9 横图，列表和详情页顶部展示</Hint>
        </FormField>
        <FormField label="活动类型" required vertical error={e.kind}>
          <OptionSelector options={KINDS} value={v.kind} onChange={(x) => set('kind', x)} columns={5} />
        </FormField>
      </FormSection>

      <FormSection title="时间">
        <FormField label="开始时间" required error={e.start_time}>
          <DateField
            precision="minute"
            placeholder="请选择开始时间"
            title="开始时间"
            value={v.start_time}
            onChange={(x) => set('start_time', x)}
            suggest={tomorrowMorning}
          />
        </FormField>
        <FormField label="结束时间" required error={e.end_time}>
          <DateField
            precision="minute"
            placeholder="请选择结束时间"
            title="结束时间"
            value={v.end_time}
            onChange={(x) => set('end_time', x)}
            suggest={() => new Date(((v.start_time ?? Date.now() / 1000) + 3 * 3600) * 1000)}
          />
        </FormField>
        <FormField label="报名开始" required error={e.signup_start}>
          <DateField
            precision="minute"
            placeholder="请选择报名开始时间"
            title="报名开始"
            value={v.signup_start}
            onChange={(x) => set('signup_start', x)}
          />
        </FormField>
        <FormField label="报名截止" required error={e.signup_end}>
          <DateField
            precision="minute"
            placeholder="请选择报名截止时间"
            title="报名截止"
            value={v.signup_end}
            onChange={(x) => set('signup_end', x)}
            suggest={() => new Date((v.start_time ?? Date.now() / 1000) * 1000)}
          />
          <Hint>报名截止不能晚于活动结束</Hint>
        </FormField>
      </FormSection>

      <FormSection title="地点">
        <FormField label="活动地点" required error={e.place}>
          <Input
            aria-label="活动地点"
            placeholder="如：国际博览中心"
            maxLength={60}
            value={v.place}
            onChange={(x) => set('place', x)}
            clearable
          />
        </FormField>
        <FormField label="详细地址" error={e.address}>
          <Input
            aria-label="详细地址"
            placeholder="省市区街道门牌"
            maxLength={120}
            value={v.address}
            onChange={(x) => set('address', x)}
            clearable
          />
        </FormField>
        <FormField label="经度" error={e.longitude}>
          <Input
            aria-label="经度"
            placeholder="如：106.551556"
            inputMode="decimal"
            value={v.longitude}
            onChange={(x) => set('longitude', x)}
            clearable
          />
        </FormField>
        <FormField label="纬度" error={e.latitude}>
          <Input
            aria-label="纬度"
            placeholder="如：29.563009"
            inputMode="decimal"
            value={v.latitude}
            onChange={(x) => set('latitude', x)}
            clearable
          />
          <Hint>填写坐标后报名者可看到距离和地图</Hint>
        </FormField>
        {lat !== null && lng !== null && (
          <div className={styles.mapBox}>
            {showMap ? (
              <Suspense fallback={<p className={styles.hint}>加载中....</p>}>
                <EditorMapPreview lat={lat} lng={lng} />
              </Suspense>
            ) : (
              <Button size="small" fill="outline" color="primary" onClick={() => setShowMap(true)}>
                在地图上查看
              </Button>
            )}
          </div>
        )}
      </FormSection>

      <FormSection title="报名设置">
        <FormField label="人数上限" required extra="人" error={e.capacity}>
          <Input
            aria-label="人数上限"
            placeholder="0 为不限"
            inputMode="numeric"
            value={v.capacity}
            onChange={(x) => set('capacity', x)}
          />
          <Hint>{v.capacity.trim() === '0' ? '不限人数；同行人也计入名额' : '同行人也计入名额，0 为不限'}</Hint>
        </FormField>
        <FormField label="报名审核" extra={v.need_approval ? '需审核' : '无需审核'} error={e.need_approval}>
          <Switch checked={v.need_approval} onChange={(x) => set('need_approval', x)} aria-label="报名审核" />
          <Hint>开启后报名需你通过才算成功</Hint>
        </FormField>
        <FormField label="候补" extra={v.waitlist && !paid ? '开启' : '关闭'} error={e.waitlist}>
          <Switch
            checked={v.waitlist && !paid}
            disabled={paid}
            onChange={(x) => set('waitlist', x)}
            aria-label="候补"
          />
          <Hint>{paid ? '已关联收费门票，付费活动不能候补' : '名额满后可排队候补，有人取消时按先后递补'}</Hint>
        </FormField>
        <FormField label="关联门票" vertical error={e.tickets}>
          <EditorRelations
            kind="门票"
            list={v.tickets}
            onPick={() => form.pickRelation('ticket')}
            onRemove={(id) =>
              set(
                'tickets',
                v.tickets.filter((t) => t.id !== id),
              )
            }
          />
          <Hint>关联收费门票即为付费活动，报名时按门票价格下单</Hint>
        </FormField>
      </FormSection>

      <button
        type="button"
        className={styles.advancedToggle}
        aria-expanded={shownAdvanced}
        aria-controls="funly-advanced"
        onClick={() => setAdvanced(!shownAdvanced)}
      >
        <strong>高级设置</strong>
        <span>{shownAdvanced ? '以下均已按常用方式预设' : '同行人数、报名表、卡券等，已按常用方式预设'}</span>
        <ChevronRightIcon />
      </button>
      {shownAdvanced && (
        <div id="funly-advanced">
          <FormSection title="报名">
            <FormField label="可带同行" extra="人" error={e.max_companions}>
              <Input
                aria-label="可带同行"
                placeholder="0 为不可带"
                inputMode="numeric"
                value={v.max_companions}
                onChange={(x) => set('max_companions', x)}
              />
              <Hint>每份报名最多可带的同行人数，最多9人</Hint>
            </FormField>
            <FormField label="报名表" vertical error={e.form_id}>
              <FormPicker value={v.form_id} onChange={(x) => set('form_id', x)} createType={2} />
              <Hint>报名时需填写的信息，不选则只需确认报名</Hint>
            </FormField>
            {paid && (
              <FormField label="支付顺序" vertical error={e.payment_order}>
                <OptionSelector
                  options={PAYMENT_ORDERS}
                  value={v.payment_order}
                  onChange={(x) => set('payment_order', x)}
                />
                <Hint>付费活动先支付还是先填写报名表</Hint>
              </FormField>
            )}
            <FormField label="关联卡券" vertical error={e.coupons}>
              <EditorRelations
                kind="卡券"
                list={v.coupons}
                onPick={() => form.pickRelation('coupon')}
                onRemove={(id) =>
                  set(
                    'coupons',
                    v.coupons.filter((c) => c.id !== id),
                  )
                }
              />
              <Hint>报名成功后随名额发放</Hint>
            </FormField>
          </FormSection>
        </div>
      )}

      <FormSection title="活动介绍">
        <FormField label="介绍" vertical error={e.description}>
          <EditorDescription value={v.description} onChange={(x) => set('description', x)} />
        </FormField>
      </FormSection>

      <DraftSubmitBar live={form.live} busy={form.busy} saveDraft={form.saveDraft} submit={form.submit} />
    </div>
  );
}
