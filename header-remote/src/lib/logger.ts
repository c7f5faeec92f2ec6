/**
 * The header's client-side log. Silent unless the host turns on `clientLogging`
 * (spec section 8); records carry a "[header]" prefix so page teams can filter.
 */
export type LogData = Readonly<Record<string, unknown>>;

export type Logger = {
  readonly info: (message: string, data?: LogData) => void;
  readonly warn: (message: string, data?: LogData) => void;
  readonly error: (message: string, data?: LogData) => void;
};

const noop = () => {};
export const silentLogger: Logger = { info: noop, warn: noop, error: noop };

export function createLogger(enabled: boolean, sink: Pick<Console, 'info' | 'warn' | 'error'> = console): Logger {
  if (!enabled) return silentLogger;
  const write = (level: 'info' | 'warn' | 'error') => (message: string, data?: LogData) => {
    if (data === undefined) sink[level](`[header] ${message}`);
    else sink[level](`[header] ${message}`, data);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
