import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFrom } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createAccount, StaffCommandError, setStaff, setTier } from './staff-accounts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('staff account commands', () => {
  it('creates a confirmed staff account that can sign in', async () => {
    const { user, isGenerated } = await createAccount(testApp.database.pool, {
      email: 'ops@example.test',
      password: 'Staff-Horse-11',
      isStaff: true,
      tier: 'Professional',
      firstName: 'Olive',
    });
    expect(isGenerated).toBe(false);
    expect(user).toMatchObject({ is_staff: true, tier: 'professional', email_verified: true });
    const login = await injectFrom(testApp.app, {
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'ops@example.test', password: 'Staff-Horse-11' },
    });
    expect(login.json().user).toMatchObject({ is_staff: true, first_name: 'Olive' });
  });

  it('generates a password when none is given', async () => {
    const { password, isGenerated } = await createAccount(testApp.database.pool, {
      email: 'generated@example.test',
    });
    expect(isGenerated).toBe(true);
    expect(password.length).toBeGreaterThanOrEqual(16);
  });

  it('refuses weak passwords, bad emails, bad tiers and duplicates', async () => {
    const db = testApp.database.pool;
    await expect(
      createAccount(db, { email: 'weak@example.test', password: 'password' }),
    ).rejects.toThrow('This password is too common.');
    await expect(createAccount(db, { email: 'nope' })).rejects.toBeInstanceOf(StaffCommandError);
    await expect(
      createAccount(db, { email: 't@example.test', tier: 'gold plated!' }),
    ).rejects.toThrow('Not a valid tier');
    await expect(createAccount(db, { email: 'GENERATED@example.test' })).rejects.toThrow(
      'already exists',
    );
  });

  it('promotes, demotes and changes tiers by email', async () => {
    const db = testApp.database.pool;
    await createAccount(db, { email: 'member@example.test' });
    expect((await setStaff(db, 'Member@Example.test', true)).is_staff).toBe(true);
    expect((await setStaff(db, 'member@example.test', false)).is_staff).toBe(false);
    expect((await setTier(db, 'member@example.test', 'premium')).tier).toBe('premium');
    await expect(setTier(db, 'ghost@example.test', 'premium')).rejects.toThrow('No account');
  });
});
