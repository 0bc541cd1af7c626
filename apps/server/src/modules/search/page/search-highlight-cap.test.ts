import { searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { DESCRIPTION_HIGHLIGHT_CHARS } from './search-highlights';

const FILLER =
  'The Authority invites suitably qualified suppliers to submit proposals in accordance with ' +
  'the specification and the evaluation criteria set out in the procurement documents. ';
const START = 'Resurfacing of the staff car park at the civic centre. ';
const END = 'Resurfacing of the zebra crossing outside the library.';

/** About 1 MB: the keyword in its first sentence and again in its last, far past the cap. */
const LONG_DESCRIPTION = `${START}${FILLER.repeat(Math.ceil(1_000_000 / FILLER.length))}${END}`;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await createOpportunity(testApp.database.pool, {
    title: 'Highways works',
    description: LONG_DESCRIPTION,
    release_date: '2026-02-01T09:00:00Z',
  });
});
afterAll(async () => {
  await testApp.close();
});

describe('the description highlight of a very long description', () => {
  it('still marks the keyword, in a passage from the start of the text', async () => {
    expect(LONG_DESCRIPTION.length).toBeGreaterThan(1_000_000);
    expect(LONG_DESCRIPTION.indexOf(END)).toBeGreaterThan(DESCRIPTION_HIGHLIGHT_CHARS);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/search/',
      query: { q: 'resurfacing' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [result] = searchResponseSchema.parse(response.json()).results;
    const fragment = result?.match?.fragment ?? [];
    expect(fragment).toContainEqual({ text: 'Resurfacing', is_match: true });
    const text = fragment.map((segment) => segment.text).join('');
    expect(text).toContain('staff car park');
    // Read whole, the text's last sentence would be the second passage.
    expect(text).not.toContain('zebra');
  });
});
