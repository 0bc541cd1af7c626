import { randomBytes } from 'node:crypto';
import { emailSchema } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { hashPassword } from './password-hash';
import { checkNewPassword } from './password-strength';
import { insertUserWithProfile, type UserRecord, updateUserRole } from './user.repository';

/** Tier names as billing writes them: free, premium, professional, enterprise, or another. */
const TIER_PATTERN = /^[a-z][a-z0-9_]{1,30}$/;

export class StaffCommandError extends Error {}

function parseEmail(email: string): string {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new StaffCommandError(`Not a valid email address: ${email}`);
  return parsed.data;
}

export function parseTier(tier: string): string {
  const normalised = tier.trim().toLowerCase();
  if (!TIER_PATTERN.test(normalised)) throw new StaffCommandError(`Not a valid tier: ${tier}`);
  return normalised;
}

export type CreateAccountOptions = {
  email: string;
  /** Generated (and returned) when omitted. */
  password?: string;
  isStaff?: boolean;
  tier?: string;
  firstName?: string;
  lastName?: string;
};

/**
 * Creates a confirmed account without the sign-up form (staff accounts, demo accounts). A given
 * password must pass the same strength rules as registration.
 */
export async function createAccount(
  db: Queryable,
  options: CreateAccountOptions,
): Promise<{ user: UserRecord; password: string; isGenerated: boolean }> {
  const email = parseEmail(options.email);
  const password = options.password ?? randomBytes(12).toString('base64url');
  const problems = await checkNewPassword(password, { email });
  if (problems.length > 0) throw new StaffCommandError(problems.join(' '));
  const user = await insertUserWithProfile(db, {
    email,
    passwordHash: await hashPassword(password),
    first_name: options.firstName ?? '',
    last_name: options.lastName ?? '',
    company_name: '',
    phone_number: null,
    industry: null,
    tier: options.tier ? parseTier(options.tier) : 'free',
    is_staff: options.isStaff ?? false,
    isEmailVerified: true,
  });
  if (!user) throw new StaffCommandError(`An account already exists for ${email}`);
  return { user, password, isGenerated: options.password === undefined };
}

/** Grants (or with `isStaff` false, removes) staff rights. */
export async function setStaff(db: Queryable, email: string, isStaff: boolean) {
  const user = await updateUserRole(db, parseEmail(email), { is_staff: isStaff });
  if (!user) throw new StaffCommandError(`No account for ${email}`);
  return user;
}

export async function setTier(db: Queryable, email: string, tier: string) {
  const user = await updateUserRole(db, parseEmail(email), { tier: parseTier(tier) });
  if (!user) throw new StaffCommandError(`No account for ${email}`);
  return user;
}
