export type AppErrorType =
  | 'invalid_data'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable';

export const STATUS_OF: Record<AppErrorType, number> = {
  invalid_data: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

export type Issue = { path: string; message: string };

/** The one error services throw; the error handler turns it into `{ message, issues }` with its status. */
export class AppError extends Error {
  constructor(
    readonly type: AppErrorType,
    message: string,
    readonly issues: Issue[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }
}
