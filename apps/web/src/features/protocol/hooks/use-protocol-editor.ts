import { Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { ErrorCode, protocolSaveRich, protocolSaveText, type ProtocolEdit } from '@kc/shared';
import { fieldErrorsOf, isApiError, showError } from '../../../lib/http';
import { useUnsavedGuard } from '../../../components/ui/use-unsaved-guard';
import { useSaveProtocol } from '../api/protocol-save';

type Errors = Partial<Record<'title' | 'body', string>>;

/**
 * The state of an agreement editor (text area or rich text): the title and body typed, checked before sending, the
 * server's field errors under their fields, the loaded version sent with the save (a stale one is explained and the
 * input kept), and a question before leaving with unsaved changes.
 */
export function useProtocolEditor(doc: ProtocolEdit, format: 'text' | 'html') {
  const initialBody = format === 'text' ? doc.content : doc.html;
  const [base, setBase] = useState({ title: doc.title, body: initialBody, version: doc.version });
  const [title, setTitle] = useState(doc.title);
  const [body, setBody] = useState(initialBody);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveProtocol();
  const dirty = title !== base.title || body !== base.body;
  useUnsavedGuard(dirty && !save.isPending);

  const submit = () => {
    const common = { key: doc.key, title: title.trim(), version: base.version };
    // the contract's own rules (one home for the page's checks and the server's); the server also refuses a rich
    // body that is empty once sanitised
    const checked =
      format === 'text'
        ? protocolSaveText.query.safeParse({ ...common, content: body })
        : protocolSaveRich.query.safeParse({ ...common, html: body });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'title' ? 'title' : 'body';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(format === 'text' ? { format, ...common, content: body } : { format, ...common, html: body }, {
      onSuccess: (saved) => {
        const savedBody = format === 'text' ? saved.content : saved.html;
        setBase({ title: saved.title, body: body === savedBody ? savedBody : body, version: saved.version });
        // the rich editor keeps what was typed; the stored copy is the sanitised one (shown on the agreement page)
        if (format === 'text') setBody(savedBody);
        setTitle(saved.title);
        Toast.show({ icon: 'success', content: `已保存为第${saved.version}版` });
      },
      onError: (e) => {
        if (isApiError(e) && e.code === ErrorCode.CONFLICT) {
          void Dialog.alert({
            title: '保存失败',
            content: '该协议已被他人更新。你的修改仍在编辑框中，请先复制保存，再刷新页面后重新编辑。',
            confirmText: '知道了',
          });
          return;
        }
        const fields = fieldErrorsOf(e);
        if (fields.length) {
          setErrors(
            Object.fromEntries(
              fields.map((f) => [f.field === 'title' ? 'title' : 'body', f.message] as const),
            ) as Errors,
          );
        } else showError(e);
      },
    });
  };

  return {
    title,
    setTitle: (v: string) => {
      setTitle(v);
      setErrors((x) => ({ ...x, title: undefined }));
    },
    body,
    setBody: (v: string) => {
      setBody(v);
      setErrors((x) => ({ ...x, body: undefined }));
    },
    errors,
    dirty,
    version: base.version,
    saving: save.isPending,
    submit,
  };
}
