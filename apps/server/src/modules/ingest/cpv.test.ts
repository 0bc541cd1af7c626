import { describe, expect, it } from 'vitest';
import { collectCpvClassifications, cpvPrefixes, normaliseCpvCode } from './cpv';

describe('normaliseCpvCode', () => {
  it.each([
    ['45000000', '45000000'],
    ['45000000-7', '45000000'],
    [3000000, '03000000'],
    ['03111000-2', '03111000'],
    ['123', null],
    ['abc', null],
    [null, null],
  ])('%s -> %s', (input, output) => {
    expect(normaliseCpvCode(input)).toBe(output);
  });
});

describe('cpvPrefixes', () => {
  it('lists every prefix of length 2..8 once', () => {
    expect(cpvPrefixes(['45112700', '45112712'])).toEqual([
      '45',
      '451',
      '4511',
      '45112',
      '451127',
      '4511270',
      '45112700',
      '4511271',
      '45112712',
    ]);
  });
});

describe('collectCpvClassifications', () => {
  it('reads tender, item, lot and award item classifications, CPV scheme only', () => {
    const release = {
      tender: {
        classification: { scheme: 'CPV', id: '73000000', description: 'Research' },
        additionalClassifications: [{ scheme: 'CPV', id: '79000000', description: 'Business' }],
        items: [
          {
            additionalClassifications: [
              { scheme: 'CPV', id: '92521000', description: 'Museum services' },
              { scheme: 'OTHER', id: '12345678', description: 'Not CPV' },
            ],
          },
        ],
      },
      awards: [{ items: [{ additionalClassifications: [{ scheme: 'cpv', id: '35125000' }] }] }],
    };
    expect(collectCpvClassifications(release)).toEqual([
      { code: '73000000', label: 'Research' },
      { code: '79000000', label: 'Business' },
      { code: '92521000', label: 'Museum services' },
      { code: '35125000', label: '' },
    ]);
  });
});
