import { beforeAll, describe, expect, it } from 'vitest';
import {
  findPasswordProblems,
  loadPasswordEstimator,
  PASSWORD_MIN_SCORE,
  type PasswordEstimator,
  passwordMessages,
} from './password-rules';

const OWNER = { email: 'ada.lovelace@example.test', names: ['Ada', 'Lovelace'] };
let estimate: PasswordEstimator;
beforeAll(async () => {
  estimate = await loadPasswordEstimator();
});
const problemsOf = (password: string) => findPasswordProblems(password, OWNER, estimate);

describe('the password rule (issue 35 item 5)', () => {
  it('accepts strong passwords and passphrases', () => {
    for (const password of [
      'Correct-Horse-42',
      'Sturdy-Otter-Lamp-17',
      'correct horse battery staple',
    ]) {
      expect(problemsOf(password), password).toEqual([]);
    }
  });

  it('refuses twelve spaces and twelve a, saying why in zxcvbn words', () => {
    for (const password of [' '.repeat(12), 'a'.repeat(12)]) {
      const [problem, ...others] = problemsOf(password);
      expect(others).toEqual([]);
      expect(problem).toMatch(
        /^This password is too easy to guess\. Repeated characters like "aaa" are easy to guess\. /,
      );
      expect(problem).toContain('Avoid repeated words and characters.');
    }
  });

  it('refuses keyboard walks, sequences, dates and words with predictable substitutions', () => {
    for (const password of [
      'qwertyuiop123',
      'abcdefghijkl',
      '19901231',
      'P4$$w0rd!',
      'Summer2024!',
    ]) {
      expect(estimate(password, []).score, password).toBeLessThan(PASSWORD_MIN_SCORE);
      expect(problemsOf(password).join(' '), password).toMatch(/too easy to guess|too common/);
    }
  });

  it('refuses a password built from the account: email, local part or names', () => {
    expect(problemsOf(OWNER.email)).toContain(passwordMessages.similarToEmail);
    expect(problemsOf('Ada.Lovelace')).toContain(passwordMessages.similarToEmail);
    expect(problemsOf('LovelaceAda!').join(' ')).toMatch(/too easy to guess/);
    expect(findPasswordProblems('LovelaceAda!', {}, estimate)).toEqual([]);
  });

  it('keeps the length and all-digits checks in the spec server wording', () => {
    expect(problemsOf('Ab1-xyz')).toContain(passwordMessages.tooShort);
    expect(problemsOf('8675309123')).toContain(passwordMessages.entirelyNumeric);
  });

  it('says "too common" once for a password on the common list, whatever its case', () => {
    expect(problemsOf('Password123')).toEqual([passwordMessages.tooCommon]);
    expect(problemsOf('QWERTYUIOP')).toEqual([passwordMessages.tooCommon]);
  });

  it('scores only the leading characters, so a huge password costs little', () => {
    const started = Date.now();
    expect(problemsOf('p@55w0rd'.repeat(32)).join(' ')).toMatch(/too easy to guess/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
