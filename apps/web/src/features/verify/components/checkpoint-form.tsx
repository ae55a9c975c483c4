import { Button, Form, Input, TextArea } from 'antd-mobile';
import type { Checkpoint } from '@kc/shared';
import { FormField } from '../../../components/ui/form-field';
import { OptionSelector } from '../../../components/ui/option-selector';
import { RestoredNotice } from '../../../components/ui/restored-notice';
import { useCheckpointForm } from '../hooks/use-checkpoint-form';
import { WRITE_OFF_TYPES } from '../utils/labels';
import styles from './checkpoint-form.module.css';

const TYPE_OPTIONS = WRITE_OFF_TYPES.map((t) => ({ value: t.value as 1 | 2, label: `${t.label}（${t.hint}）` }));

/** 添加/编辑核销点: every field of checkpointSave, then the checkers to assign by mobile. */
export function CheckpointForm({ itemId, point }: { itemId: number; point?: Checkpoint }) {
  const f = useCheckpointForm(itemId, point);
  const interactive = f.values.write_off_type === 2;
  return (
    <div className="has-form-actions">
      {f.restored && <RestoredNotice />}
      <Form layout="horizontal" mode="card" className="form-section" requiredMarkStyle="asterisk">
        <Form.Header>核销点信息</Form.Header>
        <FormField label="名称" required error={f.errors.point_name}>
          <Input
            placeholder="如：1号馆入口"
            maxLength={30}
            clearable
            value={f.values.point_name}
            onChange={f.change('point_name')}
          />
        </FormField>
        <FormField label="地址" required error={f.errors.point_location}>
          <Input
            placeholder="核销点所在的地址"
            maxLength={100}
            clearable
            value={f.values.point_location}
            onChange={f.change('point_location')}
          />
        </FormField>
        <FormField label="营业时间" error={f.errors.opening_hours}>
          <Input
            placeholder="如：09:00-18:00（选填）"
            maxLength={60}
            clearable
            value={f.values.opening_hours}
            onChange={f.change('opening_hours')}
          />
        </FormField>
      </Form>

      <Form layout="horizontal" mode="card" className="form-section" requiredMarkStyle="asterisk">
        <Form.Header>核销方式</Form.Header>
        <FormField label="核销方式" required vertical error={f.errors.write_off_type}>
          <OptionSelector
            options={TYPE_OPTIONS}
            value={f.values.write_off_type}
            onChange={f.change('write_off_type')}
            columns={1}
          />
        </FormField>
        <FormField label="核销点限额" error={f.errors.write_off_num} extra={<span className={styles.unit}>次</span>}>
          <Input
            placeholder="0 为不限"
            inputMode="numeric"
            maxLength={8}
            clearable
            value={f.values.write_off_num}
            onChange={f.change('write_off_num')}
          />
        </FormField>
      </Form>
      <p className="form-tip">
        主动核销：核销员用扫码核销页扫持有人的核销码。扫码核销：持有人到现场扫核销点的二维码自助核销，须设置位置和核销半径。限额为本核销点可核销的总次数，0
        为不限。
      </p>

      <Form layout="horizontal" mode="card" className="form-section" requiredMarkStyle="asterisk">
        <Form.Header>位置</Form.Header>
        <FormField label="经度" required={interactive} error={f.errors.point_longitude}>
          <Input
            placeholder="如：106.551556"
            inputMode="decimal"
            maxLength={20}
            clearable
            value={f.values.point_longitude}
            onChange={f.change('point_longitude')}
          />
        </FormField>
        <FormField label="纬度" required={interactive} error={f.errors.point_latitude}>
          <Input
            placeholder="如：29.563010"
            inputMode="decimal"
            maxLength={20}
            clearable
            value={f.values.point_latitude}
            onChange={f.change('point_latitude')}
          />
        </FormField>
        <Form.Item>
          <Button size="small" color="primary" fill="outline" loading={f.locating} onClick={f.locate}>
            使用当前位置
          </Button>
        </Form.Item>
        <FormField
          label="核销半径"
          required={interactive}
          error={f.errors.point_radius}
          extra={<span className={styles.unit}>米</span>}
        >
          <Input
            placeholder={interactive ? '持有人须在此范围内' : '选填'}
            inputMode="numeric"
            maxLength={5}
            clearable
            value={f.values.point_radius}
            onChange={f.change('point_radius')}
          />
        </FormField>
      </Form>

      <Form layout="horizontal" mode="card" className="form-section">
        <Form.Header>{point ? '添加核销员' : '核销员'}</Form.Header>
        <FormField label="核销员手机号" vertical error={f.errors.mobiles}>
          <TextArea
            aria-label="核销员手机号"
            placeholder="保存后添加为本核销点的核销员，每行一个手机号（选填）"
            autoSize={{ minRows: 2, maxRows: 6 }}
            value={f.values.mobiles}
            onChange={f.change('mobiles')}
          />
        </FormField>
      </Form>
      <p className="form-tip">未注册的手机号会自动创建账号，核销员用该手机号登录后即可核销。</p>

      <div className="form-actions">
        <Button block color="primary" size="large" loading={f.saving} onClick={f.submit}>
          {point ? '保存' : '添加核销点'}
        </Button>
      </div>
    </div>
  );
}
