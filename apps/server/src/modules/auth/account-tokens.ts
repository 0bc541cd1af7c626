/**
 * Lifetimes of the single-use links we email (docs/decisions/0030-accounts-and-sessions.md).
 * Session tokens expire after TOKEN_IDLE_LIFETIME_DAYS of inactivity (http/auth-context.ts).
 */
export const EMAIL_VERIFICATION_LIFETIME_HOURS = 72;
export const PASSWORD_RESET_LIFETIME_MINUTES = 60;
/** Short: the link stands in for the password while an attack keeps new addresses out. */
export const SIGN_IN_LINK_LIFETIME_MINUTES = 15;

/** The `uid` of a reset link: the user id, base64url-encoded (Django's uidb64). */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

/** The user id of a `uid`, or null when it does not decode to a positive integer. */
export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]+$/.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
