import type { Locale } from '@assessly/shared';
import { translateMessage, translations } from '@assessly/shared/i18n';
import { reasonText } from '../exchange/reasons.js';
import type { ImportProblem } from './importProblem.js';

const knownMessage = (key: string) => Object.prototype.hasOwnProperty.call(translations.en.messages, key);

/**
 * The reason of a refused row or item as a sentence in the caller's language, naming what it concerns
 * when the message does not: a CSV's column ("column optionB: Required"), an exchange file's field
 * ("body.answers.0.text: Required").
 */
export function problemReason(locale: Locale, problem: ImportProblem, about: 'column' | 'field' = 'column'): string {
  const params = problem.detailReason
    ? { ...problem.params, detail: reasonText(locale, problem.detailReason) }
    : problem.params;
  const problemText = knownMessage(problem.key)
    ? translateMessage(locale, problem.key, params)
    : translateMessage(locale, 'invalidValue', params);
  if (!problem.column) return problemText;
  return about === 'column'
    ? translateMessage(locale, 'columnProblem', { column: problem.column, problem: problemText })
    : translateMessage(locale, 'fieldProblem', { field: problem.column, problem: problemText });
}
