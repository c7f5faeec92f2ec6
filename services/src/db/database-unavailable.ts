/**
 * The database could not be reached, or dropped the connection a statement was using (a
 * failover, a restart, an operator ending backends). The statement may or may not have run.
 * The HTTP layer answers it with the contracts' 503, which says "try again", never a 500.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database connection failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATE classes and codes of a lost connection: class 08 (connection exception), and the
 * server ending its backends (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now).
 */
const LOST_CONNECTION_CODES = new Set(['57P01', '57P02', '57P03']);
/** Node's socket errors and pg's own messages for a connection that is gone or never came. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/** Whether `error` says the connection failed, rather than the statement (a constraint, a syntax error). */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (code.startsWith('08') || LOST_CONNECTION_CODES.has(code) || SOCKET_CODES.has(code))
  ) {
    return true;
  }
  return PG_CONNECTION_MESSAGES.some((message) => error.message.includes(message));
}

/**
 * pg's words when a time limit ran out on the services' side (no answer to a statement in time,
 * no connection in time), and the server's code for a statement it cancelled at its own
 * (statement_timeout, 57014). The statement may still run, or be running: it is never sent again.
 */
const TIME_LIMIT_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/** Whether `error` says a time limit ran out (`postgres.ts`'s `TimeLimits`). */
export function isTimeLimit(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as { code?: unknown }).code === '57014' || TIME_LIMIT_MESSAGES.includes(error.message);
}
