import { UPLOAD_LIMITS, type ImportReportLine } from '@assessly/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiRefusal } from '../../../api/client';
import { useApiError } from '../../../lib/useApiError';
import { questionApi, questionKeys, type ImportFormat } from '../api/questionApi';

/**
 * What a chosen file is, by its name: a CSV imports at once; the others are checked first and need a
 * category and level; .txt may be GIFT or Aiken; .xml is Moodle XML; .zip is a QTI package.
 */
export type ImportKind = 'csv' | 'gift' | 'txt' | 'moodlexml' | 'qti';

export interface ImportMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** The kind of an import file by its name, as the server judges it (a CSV name must include .csv). */
export function importKind(name: string): ImportKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.gift')) return 'gift';
  if (lower.endsWith('.txt')) return 'txt';
  if (lower.endsWith('.xml')) return 'moodlexml';
  if (lower.endsWith('.zip')) return 'qti';
  if (lower.includes('.csv')) return 'csv';
  return null;
}

/** The format a kind of file is read as before the author says otherwise (.txt: GIFT, or Aiken). */
export function defaultFormat(kind: ImportKind): ImportFormat {
  return kind === 'txt' ? 'gift' : kind;
}

/** The browser-side check of an import file, before anything is sent: a message key, or null. */
export function importFileProblem(file: Pick<File, 'name' | 'size'>): ImportMessage | null {
  if (!importKind(file.name)) return { key: 'csvUploadError' };
  if (file.size === 0) return { key: 'importFileEmpty' };
  if (file.size > UPLOAD_LIMITS.importBytes)
    return { key: 'fileTooLarge', params: { max: UPLOAD_LIMITS.importBytes / 2 ** 20 } };
  return null;
}

export interface ImportOptions {
  format: ImportFormat;
  questionCategoryId?: number;
  questionLavelId?: number;
}

/** How a checked file is imported: every item or nothing, or only the items the report marks ready. */
export type ImportMode = 'all' | 'supported';

/** The uploaded file a report is about, kept so that the author's choice imports that same file. */
interface Pending {
  path: string;
  options: ImportOptions;
}

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'uploading' | 'checking' | 'importing'; fileName: string }
  | { phase: 'checked'; fileName: string; report: ImportReportLine[]; pending: Pending }
  | { phase: 'done' | 'rejected'; fileName: string; message: ImportMessage; warning?: boolean };

/** The counts of a report by status, for its summary line and its buttons. */
export function reportCounts(report: readonly ImportReportLine[]) {
  const count = (status: ImportReportLine['status']) => report.filter((line) => line.status === status).length;
  return { total: report.length, ok: count('ok'), unsupported: count('unsupported'), invalid: count('invalid') };
}

/**
 * The Questions screen's import: upload the file, then (CSV) let the server validate and import it at
 * once, or (every other format) check it first and show its report, so the author chooses to import all
 * of it or only the ready items. The server imports everything it is asked or nothing, never a part; the
 * result (or the refusal with its row and reason) stays until dismissed.
 */
export function useQuestionImport(quizTopicId: number) {
  const queryClient = useQueryClient();
  const onApiError = useApiError();
  const [state, setState] = useState<ImportState>({ phase: 'idle' });

  const reject = useCallback((fileName: string, message: ImportMessage) => {
    setState({ phase: 'rejected', fileName, message });
  }, []);

  /** A refusal the author can act on stays on screen; anything else goes the app's usual way. */
  const failed = useCallback(
    (fileName: string, error: unknown) => {
      if (error instanceof ApiRefusal && error.status < 500 && ![401, 403, 404].includes(error.status)) {
        reject(fileName, { key: error.code, params: error.params });
      } else {
        setState({ phase: 'idle' });
        onApiError(error);
      }
    },
    [onApiError, reject],
  );

  const runImport = useCallback(
    async (fileName: string, { path, options }: Pending, mode: ImportMode) => {
      setState({ phase: 'importing', fileName });
      const answer = await questionApi.importQuestions({ path, quizTopicId, mode, ...options });
      setState({
        phase: 'done',
        fileName,
        message: { key: answer.responseMsg, params: answer.params },
        warning: answer.responseMsg === 'liveInterruptionForRunningAssessment',
      });
      await Promise.all(
        [
          questionKeys.questions(quizTopicId),
          questionKeys.quiz(quizTopicId),
          questionKeys.cards,
          questionKeys.categories,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    [queryClient, quizTopicId],
  );

  const start = useCallback(
    async (file: File, options: ImportOptions) => {
      const problem = importFileProblem(file);
      if (problem) return reject(file.name, problem);
      setState({ phase: 'uploading', fileName: file.name });
      try {
        const { dbPath } =
          options.format === 'csv' ? await questionApi.uploadCsv(file) : await questionApi.uploadText(file);
        const pending = { path: dbPath, options };
        if (options.format === 'csv') return await runImport(file.name, pending, 'all');
        setState({ phase: 'checking', fileName: file.name });
        const checked = await questionApi.importQuestions({ path: dbPath, quizTopicId, mode: 'check', ...options });
        setState({ phase: 'checked', fileName: file.name, report: checked.report ?? [], pending });
      } catch (error) {
        failed(file.name, error);
      }
    },
    [failed, quizTopicId, reject, runImport],
  );

  /** The author's choice after the report: import every item, or only the ready ones. */
  const finish = useCallback(
    async (mode: ImportMode) => {
      if (state.phase !== 'checked') return;
      try {
        await runImport(state.fileName, state.pending, mode);
      } catch (error) {
        failed(state.fileName, error);
      }
    },
    [failed, runImport, state],
  );

  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, finish, reject, dismiss };
}
