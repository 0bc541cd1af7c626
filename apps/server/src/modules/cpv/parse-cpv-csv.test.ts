import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_CPV_LIST_PATH } from './official-cpv-list';
import { parseCpvCsv, parseCsv } from './parse-cpv-csv';

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

  it('reads all 9,454 codes of the official list shipped with the app', () => {
    const labels = parseCpvCsv(readFileSync(OFFICIAL_CPV_LIST_PATH, 'utf8'));
    expect(labels).toHaveLength(9454);
    expect(labels.find((label) => label.code === '45000000')?.label).toBe('Construction work');
  });
});
