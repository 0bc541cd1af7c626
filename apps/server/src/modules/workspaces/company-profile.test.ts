import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { callWorkspaces, createOutsiders, findWorkspaceId } from '../../../test/helpers/workspaces';
import { getWorkspaceCompany } from './company-profile';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function personalWorkspace() {
  const owner = await createUser(testApp.database.pool, { tier: 'professional' });
  return { owner, id: await findWorkspaceId(testApp.app, owner) };
}

describe('the workspace company profile (ADR 0177)', () => {
  it('starts empty, saves normalised values and reads them back', async () => {
    const { owner, id } = await personalWorkspace();
    const before = await callWorkspaces(testApp.app, owner, 'GET', `/${id}/`);
    expect(before.json().company).toEqual({
      company_name: null,
      companies_house_number: null,
      cpv_divisions: [],
      nuts_regions: [],
      company_size: null,
    });
    const saved = await callWorkspaces(testApp.app, owner, 'PUT', `/${id}/company/`, {
      company_name: '  Acme Facilities Ltd ',
      companies_house_number: '123 4567',
      cpv_divisions: ['90', '72', '90'],
      nuts_regions: ['UKI', 'UKD'],
      company_size: 'small',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const company = {
      company_name: 'Acme Facilities Ltd',
      companies_house_number: '01234567',
      cpv_divisions: ['72', '90'],
      nuts_regions: ['UKD', 'UKI'],
      company_size: 'small',
    };
    expect(saved.json().company).toEqual(company);
    expect(await getWorkspaceCompany(testApp.database.pool, id)).toEqual(company);
    const cleared = await callWorkspaces(testApp.app, owner, 'PUT', `/${id}/company/`, {
      company_name: '',
      companies_house_number: '',
    });
    expect(cleared.json().company).toMatchObject({
      company_name: null,
      companies_house_number: null,
      cpv_divisions: [],
    });
  });

  it.each([
    [{ companies_house_number: 'ABC' }, 'companies_house_number', 'Companies House number'],
    [{ cpv_divisions: ['99'] }, 'cpv_divisions', 'two digits'],
    [{ nuts_regions: ['UKZ'] }, 'nuts_regions', 'like UKI'],
    [{ company_size: 'huge' }, 'company_size', 'micro'],
    [{ company_name: 'x'.repeat(201) }, 'company_name', '200 characters'],
  ])('refuses %j with a 400 naming the field', async (body, field, words) => {
    const { owner, id } = await personalWorkspace();
    const response = await callWorkspaces(testApp.app, owner, 'PUT', `/${id}/company/`, body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
    expect(JSON.stringify(response.json())).toContain(words);
  });

  it('is neither read nor changed by anyone outside the workspace', async () => {
    const { owner, id } = await personalWorkspace();
    await callWorkspaces(testApp.app, owner, 'PUT', `/${id}/company/`, { company_name: 'Mine' });
    const outsiders = await createOutsiders(testApp.app, testApp.database.pool, 'professional');
    for (const [, outsider] of outsiders) {
      const response = await callWorkspaces(testApp.app, outsider, 'PUT', `/${id}/company/`, {
        company_name: 'Theirs',
      });
      expect([401, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('Mine');
    }
    expect((await getWorkspaceCompany(testApp.database.pool, id)).company_name).toBe('Mine');
  });
});
