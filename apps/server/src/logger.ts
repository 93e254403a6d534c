import pino from 'pino';

/** Structured JSON logs on stdout; credentials never reach them. */
export function createLogger(level: string) {
  return pino({
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });
}
