import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

// The real Find a Tender page of 3 September 2026 (../shared/ocds-samples, not in the repo).
const SAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/ocds-samples/find-a-tender/fts_page_2026-09-03_p001_with-links-next_tender-db.json',
);
const hasSample = existsSync(SAMPLE);

type Release = { id: string; contracts?: { value?: { amount: number; currency: string } }[] };

describe(`money as the real notices publish it${hasSample ? '' : ` (skipped: ${SAMPLE} not found; the real OCDS samples live in ../shared)`}`, () => {
  it.skipIf(!hasSample)(
    'a contract value of one penny is not shown as £0 (UK7 083608-2026)',
    () => {
      const { releases } = JSON.parse(readFileSync(SAMPLE, 'utf8')) as { releases: Release[] };
      const release = releases.find((item) => item.id === '083608-2026');
      const value = release?.contracts?.[0]?.value;
      expect(value).toBeDefined();
      expect(formatMoney(value!.amount, value!.currency)).toBe('£0.01');
    },
  );
});
