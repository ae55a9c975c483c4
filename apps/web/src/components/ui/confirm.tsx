import { Dialog } from 'antd-mobile';

/** The confirmation dialog with the spec 9 defaults (是否确定？, 确定 / 取消, no close on the mask). */
export const confirmAction = (content = '是否确定？', opts?: { title?: string; danger?: boolean }): Promise<boolean> =>
  Dialog.confirm({
    title: opts?.title,
    content,
    confirmText: opts?.danger ? <span style={{ color: 'var(--adm-color-danger)' }}>确定</span> : '确定',
    cancelText: '取消',
    closeOnMaskClick: false,
  });
