import { ActionSheet } from 'antd-mobile';
import { FORM_FIELD_KINDS, formFieldKindLabel, type FormFieldKind } from '@kc/shared';
import styles from './builder.module.css';

const HINT: Record<FormFieldKind, string> = {
  text: '一行文字，如公司名称',
  textarea: '多行文字，如备注',
  number: '数字，如人数',
  mobile: '校验手机号格式',
  id_number: '校验身份证号格式',
  chinese_name: '校验中文姓名',
  single: '从几个选项中选一个',
  multi: '从几个选项中选多个',
  date: '年-月-日',
  region: '省 / 市 / 区',
  image: '上传一张图片',
};

export interface FieldKindSheetProps {
  visible: boolean;
  onClose: () => void;
  onChoose: (kind: FormFieldKind) => void;
}

/** 添加字段: the field kinds, each with what it is for. */
export function FieldKindSheet({ visible, onClose, onChoose }: FieldKindSheetProps) {
  return (
    <ActionSheet
      visible={visible}
      className={styles.kindSheet}
      extra="选择字段类型"
      cancelText="取消"
      actions={FORM_FIELD_KINDS.map((k) => ({ key: k, text: formFieldKindLabel[k], description: HINT[k] }))}
      onAction={(a) => {
        onChoose(a.key as FormFieldKind);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
