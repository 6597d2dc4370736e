import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { QuizRulesForQuestions } from '@assessly/shared';
import { questionErrors, type QuestionFormValues } from '../questionForm';
import type { FormControl } from './rowFields';

/**
 * The dialog's messages as the values stand now, by field path. react-hook-form re-checks only the
 * field that changed, so a message about a whole list ("no answer gives the full mark") would stay as it
 * was at the last submit; the lists read theirs from here instead, live.
 */
const LiveErrors = createContext<Record<string, string>>({});

export function LiveErrorsProvider(props: { control: FormControl; rules: QuizRulesForQuestions; children: ReactNode }) {
  const { control, rules, children } = props;
  const values = useWatch({ control }) as QuestionFormValues;
  const errors = useMemo(() => questionErrors(values, rules).errors, [values, rules]);
  return <LiveErrors.Provider value={errors}>{children}</LiveErrors.Provider>;
}

export const useLiveErrors = () => useContext(LiveErrors);
