/**
 * One outgoing email. `key` is its idempotency key: the same key is delivered at most once, so
 * a job retry (or a second enqueue of the same event) can never send it twice. Make it name the
 * event, e.g. `verify-email:<token hash>` or `alert-digest:<profile>:<date>`.
 */
export type EmailMessage = {
  key: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on alert digests (issue 7). */
  headers?: Record<string, string>;
};
