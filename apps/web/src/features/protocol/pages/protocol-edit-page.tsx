import { Button, NoticeBar } from 'antd-mobile';
import { Link } from 'react-router';
import type { ProtocolEdit } from '@kc/shared';
import { LabelledTextArea } from '../../../components/ui/labelled-text-area';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireLogin } from '../../../components/ui/require-login';
import { DocMeta } from '../components/doc-meta';
import { EditorFrame } from '../components/editor-frame';
import { TitleField } from '../components/title-field';
import { useDocKey } from '../hooks/use-doc-key';
import { useProtocolEditor } from '../hooks/use-protocol-editor';
import styles from '../components/protocol.module.css';

/** /app/protocol/edit?key=…: the platform auditor edits an agreement as plain text (each line a paragraph). */
export default function ProtocolEditPage() {
  const key = useDocKey();
  return (
    <div className="page">
      <PageHeader />
      <RequireLogin>
        <EditorFrame docKey={key} path="/app/protocol/edit">
          {(doc) => <TextEditor doc={doc} />}
        </EditorFrame>
      </RequireLogin>
    </div>
  );
}

function TextEditor({ doc }: { doc: ProtocolEdit }) {
  const e = useProtocolEditor(doc, 'text');
  return (
    <div className={styles.editor}>
      {doc.format === 'html' && (
        <NoticeBar
          color="alert"
          wrap
          content="当前版本由富文本编辑器保存，在此保存将变为纯文本（加粗、标题、图片等格式会去掉）。"
        />
      )}
      <div className={styles.card}>
        <DocMeta version={e.version} updatedAt={doc.updated_at} by={doc.updated_by} />
        <TitleField value={e.title} onChange={e.setTitle} error={e.errors.title} />
      </div>
      <div className={styles.card}>
        <span className={styles.label} aria-hidden="true">
          正文
        </span>
        <LabelledTextArea
          label="正文"
          className={styles.textArea}
          value={e.body}
          onChange={e.setBody}
          autoSize={{ minRows: 12, maxRows: 30 }}
          maxLength={20000}
          showCount
          placeholder="每行为一个段落"
        />
        {e.errors.body && (
          <div className={styles.error} role="alert">
            {e.errors.body}
          </div>
        )}
        <p className={styles.hint}>
          纯文本编辑：每一行保存为一个段落，内容按原样显示。需要加粗、标题或图片时请用富文本编辑。
        </p>
      </div>
      <div className={styles.actions}>
        <Link to={`/app/richtext?key=${doc.key}`} className="adm-button adm-button-default adm-button-shape-default">
          富文本编辑
        </Link>
        <Button color="primary" loading={e.saving} disabled={!e.dirty} onClick={e.submit}>
          {e.dirty ? '保存' : '已保存'}
        </Button>
      </div>
      <Link to={`/app/protocol?key=${doc.key}`} className={styles.link}>
        查看发布后的效果
      </Link>
    </div>
  );
}
