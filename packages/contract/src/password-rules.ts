import { COMMON_PASSWORDS } from './common-passwords';

/**
 * The password rule (ADR 0172), one definition for the server (which enforces it at
 * registration, password reset and the staff CLI) and the web forms (which show it as the user
 * types). A password passes when none of the checks below finds a problem; the strength check is
 * zxcvbn's estimate (its TypeScript port, @zxcvbn-ts) of how many guesses a cracker needs.
 * The module imports nothing of the contract's schemas, so the web can load it on its own
 * (`@wac/contract/password-rules`) where a new password is typed.
 */

/**
 * zxcvbn's score 3: about 10^8 guesses or more ("safely unguessable: moderate protection from an
 * offline slow-hash scenario"); our hashes are scrypt. Twelve spaces and "aaaaaaaaaaaa" score 0.
 */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_MIN_LENGTH = 8;

/**
 * Only this many leading characters are scored. zxcvbn's repeat and l33t matchers cost CPU that
 * grows quickly with length (a 256-character "p@55w0rd" repeated took seconds); 64 characters
 * that pass are strong whatever follows. With l33t substitutions capped too, a check costs at
 * most tens of milliseconds.
 */
export const PASSWORD_SCORED_LENGTH = 64;
const L33T_MAX_SUBSTITUTIONS = 16;

export type PasswordEstimate = { score: number; warning: string | null; suggestions: string[] };
/** Scores a password; `userInputs` are words of the account (email, names) it should not use. */
export type PasswordEstimator = (password: string, userInputs: string[]) => PasswordEstimate;

let loading: Promise<PasswordEstimator> | undefined;

/**
 * The estimator with the common-password list and English dictionaries (about 400 KB gzip), loaded
 * on first use: the web splits it into chunks of its own, which only pages with a new-password
 * field load. A failed load (a dropped connection) is retried by the next call.
 */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
      maxLength: PASSWORD_SCORED_LENGTH,
      l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
    });
    return (password, userInputs) => {
      const { score, feedback } = zxcvbn.check(password, userInputs);
      return { score, warning: feedback.warning, suggestions: feedback.suggestions };
    };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** What the account knows about its owner; a password built from it is easy to guess. */
export type PasswordOwner = { email?: string; names?: string[] };

export const passwordMessages = {
  tooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  entirelyNumeric: 'This password is entirely numeric.',
  similarToEmail: 'The password is too similar to the email.',
  tooCommon: 'This password is too common.',
  tooEasyToGuess: 'This password is too easy to guess.',
} as const;

/** A password's zxcvbn score (0-4) and why it is refused (empty when it is acceptable). */
export type PasswordAssessment = { score: number; problems: string[] };

/**
 * Why a password is too weak, in Django's wording for the checks the spec's server had (length,
 * all digits, the email, the common list), then zxcvbn's reason (its warning and suggestions)
 * when its score is under PASSWORD_MIN_SCORE; with the score, which the web form's meter shows.
 */
export function assessPassword(
  password: string,
  owner: PasswordOwner,
  estimate: PasswordEstimator,
): PasswordAssessment {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(passwordMessages.tooShort);
  if (/^\d+$/.test(password)) problems.push(passwordMessages.entirelyNumeric);
  if (owner.email && isTooSimilarToEmail(password, owner.email)) {
    problems.push(passwordMessages.similarToEmail);
  }
  const isCommon = COMMON_PASSWORDS.has(password.toLowerCase());
  if (isCommon) problems.push(passwordMessages.tooCommon);
  const { score, warning, suggestions } = estimate(password, ownerWords(owner));
  // A common password needs no second, vaguer message saying the same.
  if (score < PASSWORD_MIN_SCORE && !isCommon) {
    // zxcvbn may give one suggestion twice (for two weak parts); it is said once.
    const reasons = new Set([warning, ...suggestions].filter(Boolean));
    problems.push([passwordMessages.tooEasyToGuess, ...reasons].join(' '));
  }
  return { score, problems };
}

/** The problems of assessPassword alone: what the server answers under the password field. */
export function findPasswordProblems(
  password: string,
  owner: PasswordOwner,
  estimate: PasswordEstimator,
): string[] {
  return assessPassword(password, owner, estimate).problems;
}

function ownerWords(owner: PasswordOwner): string[] {
  const email = owner.email?.toLowerCase() ?? '';
  const localPart = email.split('@')[0] ?? '';
  return [email, localPart, ...localPart.split(/[^a-z0-9]+/), ...(owner.names ?? [])].filter(
    (word) => word.length >= 3,
  );
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
