import { UPLOAD_LIMITS } from '@assessly/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiRefusal } from '../../../api/client';
import { useApiError } from '../../../lib/useApiError';
import { questionApi, questionKeys, type ImportFormat } from '../api/questionApi';

/** What a chosen file is: a CSV imports at once; GIFT asks for category and level; .txt also asks GIFT or Aiken. */
export type ImportKind = 'csv' | 'gift' | 'txt';

export interface ImportMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** The kind of an import file by its name, as the server judges it (a CSV name must include .csv). */
export function importKind(name: string): ImportKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.gift')) return 'gift';
  if (lower.endsWith('.txt')) return 'txt';
  if (lower.includes('.csv')) return 'csv';
  return null;
}

/** The browser-side check of an import file, before anything is sent: a message key, or null. */
export function importFileProblem(file: Pick<File, 'name' | 'size'>): ImportMessage | null {
  if (!importKind(file.name)) return { key: 'csvUploadError' };
  if (file.size === 0) return { key: 'importFileEmpty' };
  if (file.size > UPLOAD_LIMITS.importBytes)
    return { key: 'fileTooLarge', params: { max: UPLOAD_LIMITS.importBytes / 2 ** 20 } };
  return null;
}

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'uploading' | 'importing'; fileName: string }
  | { phase: 'done' | 'rejected'; fileName: string; message: ImportMessage; warning?: boolean };

export interface ImportOptions {
  format: ImportFormat;
  questionCategoryId?: number;
  questionLavelId?: number;
}

/**
 * The two-step import of the Questions screen: upload the file, then let the server validate and import
 * it. The result (or the refusal with its row and reason) stays until dismissed, so the author can fix
 * the file with the message in view.
 */
export function useQuestionImport(quizTopicId: number) {
  const queryClient = useQueryClient();
  const onApiError = useApiError();
  const [state, setState] = useState<ImportState>({ phase: 'idle' });

  const reject = useCallback((fileName: string, message: ImportMessage) => {
    setState({ phase: 'rejected', fileName, message });
  }, []);

  const start = useCallback(
    async (file: File, options: ImportOptions) => {
      const problem = importFileProblem(file);
      if (problem) return reject(file.name, problem);
      setState({ phase: 'uploading', fileName: file.name });
      try {
        const { dbPath } =
          options.format === 'csv' ? await questionApi.uploadCsv(file) : await questionApi.uploadText(file);
        setState({ phase: 'importing', fileName: file.name });
        const answer = await questionApi.importQuestions({ path: dbPath, quizTopicId, ...options });
        const live = answer.responseMsg === 'liveInterruptionForRunningAssessment';
        setState({
          phase: 'done',
          fileName: file.name,
          message: { key: answer.responseMsg, params: answer.params },
          warning: live,
        });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: questionKeys.questions(quizTopicId) }),
          queryClient.invalidateQueries({ queryKey: questionKeys.quiz(quizTopicId) }),
          queryClient.invalidateQueries({ queryKey: questionKeys.cards }),
          queryClient.invalidateQueries({ queryKey: questionKeys.categories }),
        ]);
      } catch (error) {
        if (error instanceof ApiRefusal && error.status < 500 && ![401, 403, 404].includes(error.status)) {
          reject(file.name, { key: error.code, params: error.params });
        } else {
          setState({ phase: 'idle' });
          onApiError(error);
        }
      }
    },
    [onApiError, queryClient, quizTopicId, reject],
  );

  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, reject, dismiss };
}
