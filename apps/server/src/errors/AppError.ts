import { ERROR_STATUS, type ErrorCode } from '@assessly/shared';

/** A failure with a stable code from the shared registry; the handler turns it into the right status and text. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      params?: Record<string, string | number>;
      alert?: boolean;
      headers?: Record<string, string>;
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
