import { profileResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { registerThroughApi } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ DATA_DIR: '/tmp/wac-profile-test-outbox' });
});
afterAll(async () => {
  await testApp.close();
});

const VALID = {
  first_name: 'Grace',
  last_name: 'Hopper',
  company_name: 'Compilers plc',
  phone_number: '0161 496 0000',
  industry: 'consulting',
};

describe('GET/PUT /api/profile/', () => {
  it('requires a signed-in user', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/profile/' })).statusCode).toBe(
      401,
    );
    const put = await testApp.app.inject({ method: 'PUT', url: '/api/profile/', payload: VALID });
    expect(put.statusCode).toBe(401);
  });

  it('answers the fields given at registration', async () => {
    const { authHeader, user } = await registerThroughApi(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: authHeader,
    });
    expect(response.statusCode).toBe(200);
    expect(profileResponseSchema.parse(response.json())).toEqual({
      email: user.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      company_name: 'Analytical Engines Ltd',
      phone_number: '+44 20 7946 0000',
      industry: 'it_services',
    });
  });

  it('answers empty fields for accounts made without a profile row', async () => {
    const user = await createUser(testApp.database.pool);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: user.authHeader,
    });
    expect(response.json()).toMatchObject({ company_name: '', phone_number: null, industry: null });
  });

  it('saves every field, and the names show in the user', async () => {
    const { authHeader } = await registerThroughApi(testApp.app);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers: authHeader,
      payload: VALID,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(VALID);
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: authHeader,
    });
    expect(me.json()).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });

    const cleared = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers: authHeader,
      payload: { ...VALID, phone_number: '', industry: '', company_name: '' },
    });
    expect(cleared.json()).toMatchObject({ phone_number: null, industry: null, company_name: '' });
  });

  it('validates like registration', async () => {
    const user = await createUser(testApp.database.pool);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/',
      headers: user.authHeader,
      payload: {
        ...VALID,
        first_name: 'R2D2',
        last_name: '',
        industry: 'farming',
        phone_number: 'x',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      first_name: ['First and last name cannot contain numbers.'],
      last_name: ['First and last name are required.'],
      industry: ['Select a valid industry.'],
      phone_number: ['Enter a valid phone number.'],
    });
  });
});
