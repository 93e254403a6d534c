import type { Writable } from 'node:stream';
import pino from 'pino';
import pretty from 'pino-pretty';

/** json: one JSON object per line, for log collectors (and the e2e tests); pretty: one readable line per event. */
export type LogFormat = 'json' | 'pretty';

/**
 * A person running `npm start` in a terminal reads one line per event; production, and output
 * going to a file or a pipe (a log collector, the e2e tests), keeps JSON.
 */
export function logFormatFor(output: { isTTY?: boolean }, nodeEnv: string | undefined): LogFormat {
  return output.isTTY === true && nodeEnv !== 'production' ? 'pretty' : 'json';
}

export interface LoggerOutput {
  format?: LogFormat;
  /** stdout when left out. */
  destination?: Writable;
}

/** Logs on stdout, as JSON or one line per event (see logFormatFor); credentials never reach them. */
export function createLogger(level: string, output: LoggerOutput = {}) {
  const options = {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  const format = output.format ?? logFormatFor(process.stdout, process.env.NODE_ENV);
  if (format === 'json') return output.destination ? pino(options, output.destination) : pino(options);
  // Synchronous, in this thread: a line is written before the next one, and none is lost at exit.
  const stream = pretty({
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    ...(output.destination ? { destination: output.destination, colorize: false } : {}),
  });
  return pino(options, stream);
}
