import { Button, Input } from 'antd-mobile';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { ImageField } from '../../../components/ui/image-field';
import type { PrizeDraft } from '../hooks/use-lottery-form';

const LEVELS = ['一等奖', '二等奖', '三等奖', '四等奖', '五等奖', '六等奖', '七等奖', '八等奖', '九等奖', '十等奖'];

/** One prize of the draft (its level is its place: the first is 一等奖). */
export function PrizeEditor({
  index,
  prize,
  onChange,
  onRemove,
}: {
  index: number;
  prize: PrizeDraft;
  onChange: (patch: Partial<PrizeDraft>) => void;
  onRemove?: () => void;
}) {
  const level = LEVELS[index] ?? `${index + 1}等奖`;
  return (
    <FormSection title={level}>
      <FormField label="奖品名称" required>
        <Input
          aria-label={`${level}名称`}
          value={prize.name}
          maxLength={30}
          onChange={(v) => onChange({ name: v })}
          placeholder="如：车载冰箱"
        />
      </FormField>
      <FormField label="价值（元）" required>
        <Input
          aria-label={`${level}价值（元）`}
          inputMode="decimal"
          value={prize.value}
          onChange={(v) => onChange({ value: v })}
          placeholder="不超过50000"
        />
      </FormField>
      <FormField label="数量" required>
        <Input
          aria-label={`${level}数量`}
          inputMode="numeric"
          value={prize.stock}
          onChange={(v) => onChange({ stock: v })}
        />
      </FormField>
      <FormField label="奖品图片" vertical>
        <ImageField label={`${level}图片`} value={prize.image} onChange={(url) => onChange({ image: url })} />
      </FormField>
      {onRemove && (
        <FormField label="操作">
          <Button size="small" fill="outline" color="danger" onClick={onRemove} aria-label={`删除${level}`}>
            删除
          </Button>
        </FormField>
      )}
    </FormSection>
  );
}
