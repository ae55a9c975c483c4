import { Button, Popup, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { showError } from '../../../../lib/http';
import styles from './manage.module.css';
import { UploadGuard } from '../../../../components/ui/upload-guard';

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
      <UploadGuard className={styles.sheetButtons}>
        <Button block onClick={props.onClose}>
          取消
        </Button>
        <Button block color="primary" loading={props.saving} onClick={props.onSave}>
          保存
        </Button>
      </UploadGuard>
    </Popup>
  );
}

/**
 * An editor's save: 已保存 and the sheet closes; a refusal naming fields shows under them, anything else as a toast
 * (the input stays).
 */
export async function saveThenClose(
  form: { applyServerErrors: (err: unknown) => boolean },
  onClose: () => void,
  save: () => Promise<unknown>,
): Promise<void> {
  try {
    await save();
    Toast.show({ icon: 'success', content: '已保存' });
    onClose();
  } catch (err) {
    if (!form.applyServerErrors(err)) showError(err);
  }
}
