import { describe, expect, it } from 'vitest';
import { sanitisePersonName, validatePersonNames } from './person-name';

describe('sanitisePersonName', () => {
  it('keeps only letters and capitalises only the first', () => {
    expect(sanitisePersonName('ada')).toBe('Ada');
    expect(sanitisePersonName('mCDONALD')).toBe('Mcdonald');
    expect(sanitisePersonName("o'brien-smith 2")).toBe('Obriensmith');
    expect(sanitisePersonName('  j0hn ')).toBe('Jhn');
    expect(sanitisePersonName('123')).toBe('');
  });

  it('keeps letters of other alphabets', () => {
    expect(sanitisePersonName('éloïse')).toBe('Éloïse');
    expect(sanitisePersonName('ZOË')).toBe('Zoë');
  });
});

describe('validatePersonNames', () => {
  it('requires both names, then refuses digits', () => {
    expect(validatePersonNames('', 'Lovelace')).toBe('First and last name are required.');
    expect(validatePersonNames('Ada', '  ')).toBe('First and last name are required.');
    expect(validatePersonNames('Ada2', 'Lovelace')).toBe(
      'First and last name cannot contain numbers.',
    );
    expect(validatePersonNames('Ada', 'Lovelace')).toBeNull();
  });
});
