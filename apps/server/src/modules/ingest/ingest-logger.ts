/** The slice of a pino logger the ingest uses, so pino, a test spy or nothing can be passed. */
export interface IngestLogger {
  debug(details: object, message?: string): void;
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

const ignore = () => undefined;

export const silentLogger: IngestLogger = {
  debug: ignore,
  info: ignore,
  warn: ignore,
  error: ignore,
};
