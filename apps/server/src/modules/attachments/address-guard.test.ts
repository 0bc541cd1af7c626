import { describe, expect, it } from 'vitest';
import { isForbiddenAddress, isHostAllowed } from './address-guard';

const strict = { allowLoopback: false };

describe('address guard', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.5',
    '172.16.4.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address, strict)).toBe(true);
  });

  it.each(['51.140.1.1', '8.8.8.8', '2a00:1450:4009:80b::200e'])('allows public %s', (address) => {
    expect(isForbiddenAddress(address, strict)).toBe(false);
  });

  it('lets loopback through only when asked (tests), and nothing else private', () => {
    const testing = { allowLoopback: true };
    expect(isForbiddenAddress('127.0.0.1', testing)).toBe(false);
    expect(isForbiddenAddress('::1', testing)).toBe(false);
    expect(isForbiddenAddress('10.0.0.1', testing)).toBe(true);
    expect(isForbiddenAddress('169.254.169.254', testing)).toBe(true);
  });

  it('matches hosts exactly, or as subdomains of a dotted entry', () => {
    const hosts = ['www.contractsfinder.service.gov.uk', '.find-tender.service.gov.uk'];
    expect(isHostAllowed('WWW.ContractsFinder.service.gov.uk.', hosts)).toBe(true);
    expect(isHostAllowed('contractsfinder.service.gov.uk', hosts)).toBe(false);
    expect(isHostAllowed('www.contractsfinder.service.gov.uk.evil.com', hosts)).toBe(false);
    expect(isHostAllowed('www.find-tender.service.gov.uk', hosts)).toBe(true);
    expect(isHostAllowed('find-tender.service.gov.uk', hosts)).toBe(true);
    expect(isHostAllowed('evilfind-tender.service.gov.uk', hosts)).toBe(false);
  });
});
