import { PASSWORD_MIN_LENGTH } from '@wac/contract';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * Why a password is too weak, in Django's wording (the spec's server was Django): length, all
 * digits, too close to the email, or on the common list. Empty when it is acceptable.
 */
export function findPasswordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push(
      `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
    );
  }
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  if (isTooSimilarToEmail(password, email))
    problems.push('The password is too similar to the email.');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push('This password is too common.');
  return problems;
}

/** The whole address or its local part, ignoring case and punctuation, either way round. */
function isTooSimilarToEmail(password: string, email: string): boolean {
  const simplify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const candidate = simplify(password);
  const localPart = simplify(email.split('@')[0] ?? '');
  const whole = simplify(email);
  if (!candidate) return false;
  if (candidate === whole || candidate === localPart) return true;
  return (
    localPart.length >= 4 &&
    candidate.includes(localPart) &&
    localPart.length * 2 >= candidate.length
  );
}
