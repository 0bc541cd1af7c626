import { describe, expect, it } from 'vitest';
import { normaliseName } from './normalise-name';

describe('normaliseName', () => {
  it.each([
    ['Ricardo-AEA Limited', 'ricardo aea'],
    ['RICARDO AEA LTD', 'ricardo aea'],
    ['Brenntag UK Limited ', 'brenntag uk'],
    ['KYOCERA DOCUMENT SOLUTIONS (U.K.) LIMITED', 'kyocera document solutions uk'],
    ['Eunomia Research & Consulting Ltd', 'eunomia research and consulting'],
    ['Eunomia Research and Consulting Ltd.', 'eunomia research and consulting'],
    ['The Police and Crime Commissioner for Surrey', 'police and crime commissioner for surrey'],
    ['Acme Holdings p.l.c.', 'acme holdings'],
    ['Acme Holdings Public Limited Company', 'acme holdings'],
    ["St John's Ambulance", 'st johns ambulance'],
    ['Café Société LLP', 'cafe societe'],
    ['London Borough of Hounslow', 'london borough of hounslow'],
  ])('%s -> %s', (name, key) => {
    expect(normaliseName(name)).toBe(key);
  });

  it('keeps a name that is only a legal form', () => {
    expect(normaliseName('Limited')).toBe('ltd');
  });
});
