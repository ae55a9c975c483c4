import { Button, Input, Selector } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import {
  formatDate,
  RIDE_BIKE_TYPES,
  RIDE_DIFFICULTY_LABELS,
  RIDE_PACE_LABELS,
  rideBikeTypeLabel,
  type RideBikeType,
  type RideDetail,
} from '@kc/shared';
import { DraftSubmitBar } from '../../../components/ui/draft-actions';
import { DateField } from '../../../components/ui/date-field';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { ImageField } from '../../../components/ui/image-field';
import { OptionSelector } from '../../../components/ui/option-selector';
import { RestoredNotice } from '../../../components/ui/restored-notice';
import { LabelledTextArea } from '../../../components/ui/labelled-text-area';
import { CheckpointsEditor, LockedCheckpoints } from './ride-editor-checkpoints';
import { useRideEditor } from './ride-editor-state';
import type { RideEditorValues } from './ride-editor-values';
import styles from './ride-editor.module.css';

const RideMapPreview = lazy(() => import('./ride-map-preview'));

const options = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));
const PACES = options(RIDE_PACE_LABELS);
const DIFFICULTIES = options(RIDE_DIFFICULTY_LABELS);
const BIKE_TYPES = RIDE_BIKE_TYPES.map((t) => ({ value: t, label: rideBikeTypeLabel[t] }));

/** Rides are announced ahead: the start picker opens at 08:00 the day after tomorrow. */
const suggestStart = () => {
  const d = new Date(Date.now() + 2 * 86400_000);
  d.setHours(8, 0, 0, 0);
  return d;
};
/** Sign-up closes the evening before the start by default. */
const suggestSignupEnd = (start: number | null) =>
  new Date(((start ?? Math.floor(Date.now() / 1000) + 86400) - 12 * 3600) * 1000);
const coord = (s: string): number | null => (/^-?\d+(\.\d+)?$/.test(s.trim()) ? Number(s) : null);
const Hint = ({ children }: { children: string }) => <p className={styles.hint}>{children}</p>;

type TextField = {
  [K in keyof RideEditorValues]: RideEditorValues[K] extends string ? K : never;
}[keyof RideEditorValues];

/**
 * The ride editor (create, draft, published): basics, times, meeting point, route, requirements, fee, risk notice,
 * description and the checkpoints (read-only once the ride has started). 保存草稿 and 发布 for a new ride or a
 * draft; 保存修改 for a published one.
 */
export function RideEditorForm({ detail }: { detail?: RideDetail }) {
  const form = useRideEditor(detail);
  const { values: v, errors: e, set } = form;
  const [showMap, setShowMap] = useState(false);
  const lat = coord(v.meeting_latitude);
  const lng = coord(v.meeting_longitude);
  const input = (
    field: TextField,
    label: string,
    placeholder: string,
    extra?: { max?: number; mode?: 'decimal' | 'numeric' },
  ) => (
    <Input
      aria-label={label}
      placeholder={placeholder}
      maxLength={extra?.max}
      inputMode={extra?.mode}
      value={v[field]}
      onChange={(x) => set(field, x)}
      clearable={!extra?.mode}
    />
  );
  const time = (field: 'start_time' | 'end_time' | 'signup_end', title: string, suggest?: () => Date) =>
    form.locked && field !== 'signup_end' ? (
      <span>{v[field] === null ? '未填写' : formatDate(v[field], 'y.m.d h:i')}</span>
    ) : (
      <DateField
        precision="minute"
        placeholder={`请选择${title}`}
        title={title}
        value={v[field]}
        onChange={(x) => set(field, x)}
        suggest={suggest}
      />
    );

  return (
    <div className="has-form-actions">
      {form.restored && <RestoredNotice />}
      <FormSection title="基本信息">
        <FormField label="骑行名称" required error={e.title}>
          {input('title', '骑行名称', '如：周末环湖骑行', { max: 40 })}
        </FormField>
        <FormField label="封面" vertical error={e.cover}>
          <ImageField value={v.cover} onChange={(x) => set('cover', x)} label="上传骑行封面" />
          <Hint>选填，建议 16:9 横图；不传则使用默认封面</Hint>
        </FormField>
      </FormSection>

      <FormSection title="时间">
        <FormField label="出发时间" required error={e.start_time}>
          {time('start_time', '出发时间', suggestStart)}
        </FormField>
        <FormField label="结束时间" required error={e.end_time}>
          {time(
            'end_time',
            '结束时间',
            () => new Date(((v.start_time ?? suggestStart().getTime() / 1000) + 8 * 3600) * 1000),
          )}
        </FormField>
        <FormField label="报名截止" required error={e.signup_end}>
          {time('signup_end', '报名截止', () => suggestSignupEnd(v.start_time))}
          <Hint>{form.locked ? '骑行已开始，出发和结束时间不能修改' : '报名截止不能晚于出发时间'}</Hint>
        </FormField>
      </FormSection>

      <FormSection title="集合地点">
        <FormField label="集合地点" required error={e.meeting_place}>
          {input('meeting_place', '集合地点', '如：园博园南门停车场', { max: 60 })}
        </FormField>
        <FormField label="详细地址" error={e.meeting_address}>
          {input('meeting_address', '详细地址', '省市区街道门牌', { max: 120 })}
        </FormField>
        <FormField label="纬度" error={e.meeting_latitude}>
          {input('meeting_latitude', '集合点纬度', '如：29.563009', { mode: 'decimal' })}
        </FormField>
        <FormField label="经度" error={e.meeting_longitude}>
          {input('meeting_longitude', '集合点经度', '如：106.551556', { mode: 'decimal' })}
          <Hint>填写坐标后骑友可看到距离，附近的骑行优先展示</Hint>
        </FormField>
        {lat !== null && lng !== null && (
          <div className={styles.mapBox}>
            {showMap ? (
              <Suspense fallback={<p className={styles.hint}>加载中....</p>}>
                <RideMapPreview lat={lat} lng={lng} />
              </Suspense>
            ) : (
              <Button size="small" fill="outline" color="primary" onClick={() => setShowMap(true)}>
                在地图上查看
              </Button>
            )}
          </div>
        )}
      </FormSection>

      <FormSection title="路线">
        <FormField label="起点" required error={e.route_start}>
          {input('route_start', '起点', '如：重庆园博园', { max: 40 })}
        </FormField>
        <FormField label="终点" required error={e.route_end}>
          {input('route_end', '终点', '如：武隆仙女山', { max: 40 })}
        </FormField>
        <FormField label="路线里程" required extra="公里" error={e.distance_km}>
          {input('distance_km', '路线里程', '如：180', { mode: 'decimal' })}
        </FormField>
        <FormField label="配速" required vertical error={e.pace}>
          <OptionSelector options={PACES} value={v.pace} onChange={(x) => set('pace', x)} />
        </FormField>
        <FormField label="难度" required vertical error={e.difficulty}>
          <OptionSelector options={DIFFICULTIES} value={v.difficulty} onChange={(x) => set('difficulty', x)} />
        </FormField>
      </FormSection>

      <FormSection title="报名要求">
        <FormField label="最低排量" extra="cc" error={e.min_displacement}>
          {input('min_displacement', '最低排量', '0 为不限', { mode: 'numeric' })}
        </FormField>
        <FormField label="适合车型" vertical error={e.bike_types}>
          <Selector<RideBikeType>
            multiple
            columns={4}
            showCheckMark={false}
            options={BIKE_TYPES}
            value={v.bike_types}
            onChange={(x) => set('bike_types', x)}
          />
          <Hint>不选为不限车型</Hint>
        </FormField>
        <FormField label="人数上限" extra="人" error={e.capacity}>
          {input('capacity', '人数上限', '0 为不限', { mode: 'numeric' })}
          <Hint>同乘人员也计入名额，0 为不限</Hint>
        </FormField>
        <FormField label="人均费用" extra="元" error={e.fee}>
          {input('fee', '人均费用', '0 为免费', { mode: 'decimal' })}
          <Hint>当天由骑友分摊给领队（油费、路费、餐费等），平台不代收</Hint>
        </FormField>
        <FormField label="费用说明" error={e.fee_note}>
          {input('fee_note', '费用说明', '如：含午餐和过路费', { max: 100 })}
        </FormField>
      </FormSection>

      <FormSection title="风险告知">
        <FormField label="风险告知" required vertical error={e.risk_notice}>
          <LabelledTextArea
            label="风险告知"
            value={v.risk_notice}
            onChange={(x) => set('risk_notice', x)}
            autoSize={{ minRows: 4, maxRows: 10 }}
            maxLength={2000}
            showCount
          />
          <Hint>骑友报名时须阅读并同意</Hint>
        </FormField>
      </FormSection>

      <FormSection title="骑行介绍">
        <FormField label="介绍" vertical error={e.description}>
          <LabelledTextArea
            label="骑行介绍"
            placeholder="行程安排、补给点、注意事项等"
            value={v.description}
            onChange={(x) => set('description', x)}
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={2000}
            showCount
          />
        </FormField>
      </FormSection>

      {form.locked && detail ? (
        <LockedCheckpoints list={detail.checkpoints} />
      ) : (
        <CheckpointsEditor
          list={v.checkpoints}
          errors={form.checkpointErrors}
          error={e.checkpoints}
          startTime={v.start_time}
          onChange={form.setCheckpoints}
        />
      )}

      <DraftSubmitBar
        live={form.published}
        busy={form.busy}
        saveDraft={form.saveDraft}
        submit={form.submit}
        submitText={form.published ? '保存修改' : '发布'}
      />
    </div>
  );
}
