import pino, { type Logger } from 'pino';
import type { Env } from '../../config/env';

const loggers = new WeakMap<Env, Logger>();

/**
 * The email module's own logger at the configured level. Mail is sent from request handlers,
 * from the job worker and from CLIs, which share no logger instance, but they all share `env`.
 */
export function getEmailLogger(env: Env): Logger {
  let logger = loggers.get(env);
  if (!logger) {
    logger = pino({ level: env.LOG_LEVEL, name: 'email' });
    loggers.set(env, logger);
  }
  return logger;
}
