import type { QuizRulesForQuestions } from '@assessly/shared';
import type { UseFormSetError } from 'react-hook-form';
import { ApiRefusal } from '../../../../api/client';
import { bodySource, type QuestionFormValues } from '../questionForm';
import { bodyFieldPath } from './bodyForm';
import type { FormPath } from './rowFields';

/**
 * Puts a 400 refusal's field issues on the dialog's fields: the request's `body.quizTitle` on quizTitle,
 * and the question body's `body.body.answers.0.text` on the field of the chosen type that holds it.
 * Returns true when at least one issue was placed (the first gets the focus).
 */
export function placeBodyIssues(
  error: unknown,
  values: QuestionFormValues,
  rules: QuizRulesForQuestions,
  setError: UseFormSetError<QuestionFormValues>,
): boolean {
  if (!(error instanceof ApiRefusal) || !error.issues.some((issue) => issue.path.startsWith('body.body'))) return false;
  const source = bodySource(values, rules);
  let placed = false;
  for (const issue of error.issues) {
    const [, head, ...rest] = issue.path.split('.');
    if (!head) continue;
    const path = rest.map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const field = head === 'body' ? bodyFieldPath(values.body, source, path) : head;
    setError(field as FormPath, { type: 'server', message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
