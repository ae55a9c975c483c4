import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Project } from '@kc/shared';
import { useGoBack } from '../../../components/ui/use-go-back';
import { useFormState } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { useSaveProject } from '../api/project-save';
import { emptyProject, fromProject, publishProblems, toProjectQuery } from '../utils/project-form-values';

export const CHECK_FIELDS_TOAST = '请检查标红的填写项';

/**
 * The project form: create, a draft (保存草稿 / 发布) or a published project (保存, stays published).
 * Unsaved input is kept per route in sessionStorage; server field errors show under their fields.
 */
export function useProjectForm(project: Project | undefined) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack('/project/manage');
  const form = useFormState(() => (project ? fromProject(project) : emptyProject()), `form:${pathname}`);
  const save = useSaveProject();
  const [busy, setBusy] = useState<'draft' | 'publish' | null>(null);
  const published = project?.state === 'published';

  const run = async (publish: boolean) => {
    const problems = publish ? publishProblems(form.values) : {};
    if (Object.keys(problems).length > 0) {
      form.setErrors(problems);
      Toast.show({ content: CHECK_FIELDS_TOAST });
      return;
    }
    setBusy(publish ? 'publish' : 'draft');
    try {
      const saved = await save.mutateAsync(toProjectQuery(form.values, publish, project?.id));
      form.markSaved();
      if (saved.state === 'draft') {
        Toast.show({ icon: 'success', content: '草稿已保存' });
        if (!project) void navigate(`/project/draft/${saved.id}`, { replace: true });
      } else {
        Toast.show({ icon: 'success', content: published ? '保存成功' : '发布成功' });
        goBack();
      }
    } catch (e) {
      if (form.applyServerErrors(e)) Toast.show({ content: CHECK_FIELDS_TOAST });
      else showError(e);
    } finally {
      setBusy(null);
    }
  };

  return {
    ...form,
    published,
    busy,
    saveDraft: () => void run(false),
    publish: () => void run(true),
  };
}
