import { describe, expect, it } from 'vitest';
import { identityKeys, registeredKey } from './identity-keys';

const party = (overrides: Partial<Parameters<typeof identityKeys>[0]>) =>
  identityKeys({ name: null, scheme: null, identifier: null, partyId: null, ...overrides });

describe('registeredKey', () => {
  it.each([
    ['GB-COH', '08229264', 'reg:GB-COH:08229264'],
    ['gb-coh', ' 6841377 ', 'reg:GB-COH:06841377'],
    ['GB-COH', 'GB-COH-06841377', 'reg:GB-COH:06841377'],
    ['GB-COH', 'NI060102', 'reg:GB-COH:NI060102'],
    ['GB-CHC', '1159512', 'reg:GB-CHC:1159512'],
    ['GB-PPON', 'pbhq-9995-hxvm', 'reg:GB-PPON:PBHQ-9995-HXVM'],
  ])('%s %s -> %s', (scheme, id, key) => {
    expect(registeredKey(scheme, id)).toBe(key);
  });

  it('ignores portal account schemes and incomplete identifiers', () => {
    expect(registeredKey('GB-CFS', '224746')).toBeNull();
    expect(registeredKey('GB-COH', '  ')).toBeNull();
    expect(registeredKey(null, '08229264')).toBeNull();
  });
});

describe('identityKeys', () => {
  it('gives the spellings of one company the same name key', () => {
    const keys = ['ACME LTD', 'Acme Limited', 'Acme Ltd.'].map((name) => party({ name }).name);
    expect(new Set(keys)).toEqual(new Set(['name:acme']));
  });

  it('reads a buyer register from its party id, and a portal account as a source key', () => {
    expect(party({ name: 'Countess of Chester', partyId: 'GB-COH-RJR' }).registered).toBe(
      'reg:GB-COH:RJR',
    );
    expect(party({ partyId: 'GB-PPON-PLJV-1169-JTDD' }).registered).toBe(
      'reg:GB-PPON:PLJV-1169-JTDD',
    );
    expect(party({ name: 'Birmingham City Council', partyId: 'GB-CFS-43899' })).toEqual({
      registered: null,
      source: 'src:GB-CFS-43899',
      name: 'name:birmingham city council',
    });
  });

  it('prefers the identifier the party gives over its party id', () => {
    const keys = party({ scheme: 'GB-COH', identifier: '02150688', partyId: 'GB-FTS-80924' });
    expect(keys.registered).toBe('reg:GB-COH:02150688');
    expect(keys.source).toBe('src:GB-FTS-80924');
  });

  it('adds nothing for name-scoped PCS and Sell2Wales ids', () => {
    expect(party({ name: 'Scottish Water', partyId: 'name:scottish water' })).toEqual({
      registered: null,
      source: null,
      name: 'name:scottish water',
    });
  });
});
