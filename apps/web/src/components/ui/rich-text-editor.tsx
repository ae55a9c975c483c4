import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useRef, useState, type ReactNode } from 'react';
import { showError } from '../../lib/http';
import { uploadCompressedImage } from '../../lib/media';
import styles from './rich-text-editor.module.css';

/**
 * A rich-text editor (TipTap 3): bold, italic, headings, lists, quote, links (http/https) and images uploaded through
 * the signed upload. It hands out HTML that the server sanitises on write (sanitizeRichText) — what is shown again
 * goes through RichTextView. `onChange` gets the HTML on every edit.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  imageAlt = '插图',
}: {
  /** the HTML to start from (read once: the editor owns the text afterwards) */
  value: string;
  onChange: (html: string) => void;
  label: string;
  imageAlt?: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https'], defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  if (!editor) return null;
  return (
    <div className={styles.editor}>
      <Toolbar editor={editor} imageAlt={imageAlt} />
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}

function Tool({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // keep the selection in the editor while pressing a tool
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, imageAlt }: { editor: Editor; imageAlt: string }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linking, setLinking] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const run = () => editor.chain().focus();

  const applyLink = () => {
    const href = (linking ?? '').trim();
    if (href === '') run().extendMarkRange('link').unsetLink().run();
    else if (!/^https?:\/\/[^\s]+$/i.test(href)) return showError(new Error('链接须以 http:// 或 https:// 开头'));
    else run().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
  };

  const pickImage = async (f: File | undefined) => {
    if (!f) return;
    setUploading(true);
    try {
      const src = await uploadCompressedImage(f);
      run().setImage({ src, alt: imageAlt }).run();
    } catch (e) {
      showError(e);
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label="格式工具栏">
        <Tool label="加粗" active={s.bold} onClick={() => run().toggleBold().run()}>
          <strong>B</strong>
        </Tool>
        <Tool label="斜体" active={s.italic} onClick={() => run().toggleItalic().run()}>
          <em>I</em>
        </Tool>
        <Tool label="二级标题" active={s.h2} onClick={() => run().toggleHeading({ level: 2 }).run()}>
          H2
        </Tool>
        <Tool label="三级标题" active={s.h3} onClick={() => run().toggleHeading({ level: 3 }).run()}>
          H3
        </Tool>
        <Tool label="无序列表" active={s.bullet} onClick={() => run().toggleBulletList().run()}>
          • 列表
        </Tool>
        <Tool label="有序列表" active={s.ordered} onClick={() => run().toggleOrderedList().run()}>
          1. 列表
        </Tool>
        <Tool label="引用" active={s.quote} onClick={() => run().toggleBlockquote().run()}>
          引用
        </Tool>
        <Tool
          label="链接"
          active={s.link}
          onClick={() => setLinking((editor.getAttributes('link').href as string | undefined) ?? 'https://')}
        >
          链接
        </Tool>
        <Tool label="插入图片" disabled={uploading} onClick={() => file.current?.click()}>
          图片
        </Tool>
        <Tool label="撤销" disabled={!s.canUndo} onClick={() => run().undo().run()}>
          ↶
        </Tool>
        <Tool label="重做" disabled={!s.canRedo} onClick={() => run().redo().run()}>
          ↷
        </Tool>
      </div>
      {linking !== null && (
        <div className={styles.linkBar}>
          <input
            className={styles.linkInput}
            aria-label="链接地址"
            value={linking}
            inputMode="url"
            onChange={(e) => setLinking(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
            }}
            autoFocus
          />
          <button type="button" className={styles.tool} onClick={applyLink}>
            确定
          </button>
          <button type="button" className={styles.tool} onClick={() => setLinking(null)}>
            取消
          </button>
        </div>
      )}
      {uploading && (
        <div className={styles.uploading} role="status">
          图片上传中…
        </div>
      )}
      <input
        ref={file}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className={styles.hidden}
        aria-label="选择图片"
        onChange={(e) => void pickImage(e.target.files?.[0])}
      />
    </>
  );
}
