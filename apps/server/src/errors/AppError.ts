import { ERROR_STATUS, type ErrorCode, type FieldIssue } from '@assessly/shared';

/** A failure with a stable code from the shared registry; the handler turns it into the right status and text. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      params?: Record<string, string | number>;
      alert?: boolean;
      headers?: Record<string, string>;
      issues?: FieldIssue[];
    } = {},
  ) {
    super(code);
    this.statusCode = ERROR_STATUS[code];
  }
}

/** Business refusal (202 with responseMsg). */
export const refuse = (code: ErrorCode, params?: Record<string, string | number>): never => {
  throw new AppError(code, { params });
};
export const forbidden = (): never => {
  throw new AppError('noAccess');
};
export const notFound = (): never => {
  throw new AppError('notFound');
};

/** A field problem found by a shared rule (not by the schema): 400 with the field, as schema failures. */
export const invalidField = (path: string, message: string): never => {
  throw new AppError('validationFailed', { issues: [{ path: `body.${path}`, message }] });
};
