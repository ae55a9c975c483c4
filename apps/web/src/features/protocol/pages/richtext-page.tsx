import { Button } from 'antd-mobile';
import { Link } from 'react-router';
import type { ProtocolEdit } from '@kc/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireLogin } from '../../../components/ui/require-login';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { DocMeta } from '../components/doc-meta';
import { EditorFrame } from '../components/editor-frame';
import { TitleField } from '../components/title-field';
import { useDocKey } from '../hooks/use-doc-key';
import { useProtocolEditor } from '../hooks/use-protocol-editor';
import styles from '../components/protocol.module.css';
import { UploadGuard } from '../../../components/ui/upload-guard';

/** /app/richtext?key=…: the platform auditor edits an agreement as rich text (sanitised by the server on save). */
export default function RichtextPage() {
  const key = useDocKey();
  return (
    <div className="page">
      <PageHeader />
      <RequireLogin>
        <EditorFrame docKey={key} path="/app/richtext">
          {(doc) => <RichEditor doc={doc} />}
        </EditorFrame>
      </RequireLogin>
    </div>
  );
}

function RichEditor({ doc }: { doc: ProtocolEdit }) {
  const e = useProtocolEditor(doc, 'html');
  return (
    <div className={styles.editor}>
      <div className={styles.card}>
        <DocMeta version={e.version} updatedAt={doc.updated_at} by={doc.updated_by} />
        <TitleField value={e.title} onChange={e.setTitle} error={e.errors.title} />
      </div>
      <div className={styles.card}>
        <span className={styles.label}>正文</span>
        <RichTextEditor value={e.body} onChange={e.setBody} label="正文" imageAlt={`${doc.title}插图`} />
        {e.errors.body && (
          <div className={styles.error} role="alert">
            {e.errors.body}
          </div>
        )}
        <p className={styles.hint}>
          保存时服务器会清理不安全的内容（脚本、事件属性、非 http(s) 链接等），仅保留安全的格式。
        </p>
      </div>
      <UploadGuard className={styles.actions}>
        <Link to={`/app/protocol?key=${doc.key}`} className="adm-button adm-button-default adm-button-shape-default">
          查看效果
        </Link>
        <Button color="primary" loading={e.saving} disabled={!e.dirty} onClick={e.submit}>
          {e.dirty ? '保存' : '已保存'}
        </Button>
      </UploadGuard>
    </div>
  );
}
