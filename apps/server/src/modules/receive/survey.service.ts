import { ErrorCode } from '@kc/shared';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { ReceiveRepository } from './receive.repository.js';
import { SURVEYS } from './surveys.js';

const checkSurvey = (type: number, value: Record<string, string>) => {
  const survey = SURVEYS[type];
  if (!survey) throw validationError([{ field: 'type', message: '问卷不存在' }]);
  const problems = Object.entries(value).flatMap(([k, v]) => {
    const q = survey.questions.find((x) => x.key === k);
    if (!q) return [{ field: `value.${k}`, message: '问卷中没有这道题' }];
    return q.options.includes(v) ? [] : [{ field: `value.${k}`, message: `「${q.label}」请选择给出的选项` }];
  });
  if (problems.length) throw validationError(problems);
};

/** Surveys (surveys.ts): their questions, and a person's answers, once each. */
export function surveyService(repo: ReceiveRepository) {
  return {
    info(q: { type: number }) {
      const survey = SURVEYS[q.type];
      if (!survey) throw new AppError(ErrorCode.NOT_FOUND, '问卷不存在');
      return { type: q.type, ...survey };
    },

    async submit(uid: number, q: { type: number; value: Record<string, string>; id?: number }) {
      checkSurvey(q.type, q.value);
      if (q.id !== undefined && !(await repo.holdsHolding(uid, q.id)))
        throw new AppError(ErrorCode.NOT_FOUND, '没有找到这张票券');
      const row = await repo.insertSurveyAnswer({ userId: uid, type: q.type, holdingId: q.id ?? null, value: q.value });
      if (!row) throw new AppError(ErrorCode.CONFLICT, '已提交过问卷');
      return { id: row.id };
    },
  };
}
export type SurveyService = ReturnType<typeof surveyService>;
