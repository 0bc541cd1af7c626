import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteContentResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, type TestApp } from '../../../test/helpers/app';
import { loadEnv } from '../../config/env';

/** Issue 28 item 2 (ADR 0142): social proof comes only from the operator's content file. */
const dir = mkdtempSync(path.join(os.tmpdir(), 'wac-operator-content-'));
const writeContent = (name: string, content: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

const CONTENT = {
  partners: [{ name: 'Example Civils Ltd', logo_url: 'https://example.test/logo.svg' }],
  testimonials: [
    {
      quote: 'We found a highways framework two days after it was published.',
      name: 'Sam Example',
      title: 'Bid Manager, Example Civils Ltd',
    },
  ],
  services: { training_library: { url: 'https://example.test/training' } },
};

let bare: TestApp;
beforeAll(async () => {
  bare = await createTestApp();
});
afterAll(async () => {
  await bare?.close();
  rmSync(dir, { recursive: true, force: true });
});

const getContent = (testApp: { app: TestApp['app'] }) =>
  testApp.app.inject({ method: 'GET', url: '/api/site-content/' });

describe('GET /api/site-content/', () => {
  it('answers no partners and no testimonials without a content file', async () => {
    const response = await getContent(bare);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ partners: [], testimonials: [] });
    const plans = await bare.app.inject({ method: 'GET', url: '/api/plans/' });
    const kinds = plans
      .json()
      .plans.flatMap((plan: { features: { kind: string }[] }) =>
        plan.features.map((feature) => feature.kind),
      );
    expect(kinds).not.toContain('service');
  });

  it("answers the file's partners and testimonials, and its services on the plans", async () => {
    const file = writeContent('content.json', CONTENT);
    const { app } = await buildTestApp(bare.database.pool, { OPERATOR_CONTENT_FILE: file });
    try {
      const content = siteContentResponseSchema.parse((await getContent({ app })).json());
      expect(content).toEqual({ partners: CONTENT.partners, testimonials: CONTENT.testimonials });
      const plans = (await app.inject({ method: 'GET', url: '/api/plans/' })).json().plans;
      const professional = plans.find((plan: { id: string }) => plan.id === 'professional');
      expect(professional.features).toContainEqual({
        id: 'training_library',
        text: 'Training library',
        kind: 'service',
        href: 'https://example.test/training',
        coming_soon: false,
      });
    } finally {
      await app.close();
    }
  });

  it('refuses to start on a file with mistakes, naming each one by its place', async () => {
    const file = writeContent('bad.json', {
      testimonials: [{ quote: '', name: 'Sam', title: 'Director', image_url: 'http://x.test/a' }],
      servics: {},
    });
    await expect(buildTestApp(bare.database.pool, { OPERATOR_CONTENT_FILE: file })).rejects.toThrow(
      /testimonials\.0\.quote: A testimonial quote must not be empty\.[\s\S]*testimonials\.0\.image_url: A testimonial image_url must be a full https:\/\/ address or a base64 data:image\/ URL\.[\s\S]*servics/,
    );
    const notJson = writeContent('not.json', '{ "partners": [');
    await expect(
      buildTestApp(bare.database.pool, { OPERATOR_CONTENT_FILE: notJson }),
    ).rejects.toThrow(/is not readable JSON/);
  });

  it('refuses a path with no file at start-up', () => {
    expect(() => loadEnv({ OPERATOR_CONTENT_FILE: path.join(dir, 'missing.json') })).toThrow(
      /OPERATOR_CONTENT_FILE: No file at this path\./,
    );
    expect(loadEnv({ OPERATOR_CONTENT_FILE: '' }).OPERATOR_CONTENT_FILE).toBeUndefined();
  });
});
