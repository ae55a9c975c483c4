import { Button, TextArea } from 'antd-mobile';
import { useId, useRef } from 'react';
import { showError } from '../../../lib/http';
import { uploadImage } from '../../../lib/upload';
import styles from './editor.module.css';

/**
 * The description with simple formatting (editor-rich-text): buttons insert the marks at the cursor — a heading, a
 * list item, bold text, an uploaded image — and the hint says how they read.
 */
export function EditorDescription({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const area = () => document.getElementById(id) as HTMLTextAreaElement | null;

  const insert = (before: string, after = '', placeholder = '') => {
    const el = area();
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const chosen = value.slice(start, end) || placeholder;
    const lineStart = before.endsWith(' ') && start > 0 && value[start - 1] !== '\n' ? '\n' : '';
    onChange(value.slice(0, start) + lineStart + before + chosen + after + value.slice(end));
  };

  const addImage = async (file: File | undefined) => {
    if (!file) return;
    try {
      const url = await uploadImage(file);
      const sep = value && !value.endsWith('\n') ? '\n' : '';
      onChange(`${value}${sep}![活动图片](${url})\n`);
    } catch (e) {
      showError(e);
    }
  };

  return (
    <div className={styles.description}>
      <div className={styles.toolbar} role="toolbar" aria-label="格式">
        <Button size="mini" onClick={() => insert('# ', '', '小标题')}>
          标题
        </Button>
        <Button size="mini" onClick={() => insert('**', '**', '加粗文字')}>
          加粗
        </Button>
        <Button size="mini" onClick={() => insert('- ', '', '列表项')}>
          列表
        </Button>
        <Button size="mini" onClick={() => fileRef.current?.click()}>
          图片
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          hidden
          aria-label="插入图片"
          onChange={(e) => {
            void addImage(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <TextArea
        id={id}
        aria-label="活动介绍"
        placeholder="介绍活动亮点、流程和注意事项"
        value={value}
        onChange={onChange}
        autoSize={{ minRows: 6, maxRows: 16 }}
      />
      <p className={styles.hint}>每行一段；「# 」开头为小标题，「- 」开头为列表，**文字** 加粗</p>
    </div>
  );
}
