import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * Field names whose values never reach a log line, wherever they sit one level deep (an error's
 * cause, a context object): a leak here would hand a session or a password to whoever reads logs.
 * The request line itself carries none of them (server/http/request-log.ts); this is the net.
 */
export const NEVER_LOGGED = [
  'authorization',
  'password',
  'token',
  'image_nonce',
  'check_code',
  'card_number',
  'cvn',
];

/**
 * A JSON-lines logger (pino). LOG_LEVEL sets the level (trace … fatal, or silent); the default is
 * info, and silent under Vitest so test output stays readable (LOG_LEVEL=warn shows warnings).
 */
export function createLogger(env: NodeJS.ProcessEnv = process.env, destination?: DestinationStream): Logger {
  const level = env.LOG_LEVEL || (env.VITEST ? 'silent' : 'info');
  const options = {
    level,
    base: { service: 'pasar' },
    redact: { paths: NEVER_LOGGED.flatMap((key) => [key, `*.${key}`]), censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The process's logger: the server's domain code and start-up write through it. */
export const logger = createLogger();
