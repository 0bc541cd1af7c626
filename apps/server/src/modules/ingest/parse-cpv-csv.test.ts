import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCpvCsv, parseCsv } from './parse-cpv-csv';
import { REPO_ROOT } from './testing/sample-releases';

const OFFICIAL_LIST = path.resolve(REPO_ROOT, '../shared/reference-data/cpv_2008_en.csv');

describe('parseCsv', () => {
  it('handles quoted commas, doubled quotes and CRLF', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });
});

describe('parseCpvCsv', () => {
  it('drops the header and the check digit', () => {
    const text =
      'code,description\n03000000-1,"Agricultural, farming, fishing, forestry and related products"\n03111000-2,Seeds\n';
    expect(parseCpvCsv(text)).toEqual([
      { code: '03000000', label: 'Agricultural, farming, fishing, forestry and related products' },
      { code: '03111000', label: 'Seeds' },
    ]);
  });

  it.skipIf(!existsSync(OFFICIAL_LIST))('reads all 9,454 codes of the official list', () => {
    const labels = parseCpvCsv(readFileSync(OFFICIAL_LIST, 'utf8'));
    expect(labels).toHaveLength(9454);
    expect(labels.find((label) => label.code === '45000000')?.label).toBe('Construction work');
  });
});
