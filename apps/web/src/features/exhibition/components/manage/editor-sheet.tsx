import { Button, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './manage.module.css';

/** A bottom sheet with a title, the form, and 取消 / 保存. */
export function EditorSheet(props: {
  title: string;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Popup visible onMaskClick={props.onClose} bodyClassName={styles.sheet} aria-label={props.title}>
      <h2 className={styles.sheetTitle}>{props.title}</h2>
      {props.children}
      <div className={styles.sheetButtons}>
        <Button block onClick={props.onClose}>
          取消
        </Button>
        <Button block color="primary" loading={props.saving} onClick={props.onSave}>
          保存
        </Button>
      </div>
    </Popup>
  );
}
