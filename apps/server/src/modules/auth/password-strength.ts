import { findPasswordProblems, loadPasswordEstimator, type PasswordOwner } from '@wac/contract';

/**
 * Why a new password is too weak (the contract's rule, ADR 0172), empty when it is acceptable.
 * Registration, password reset and the staff CLI call it; the estimator's dictionaries load on
 * the first call and stay in memory.
 */
export async function checkNewPassword(password: string, owner: PasswordOwner): Promise<string[]> {
  return findPasswordProblems(password, owner, await loadPasswordEstimator());
}
