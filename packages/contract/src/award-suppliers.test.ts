import { describe, expect, it } from 'vitest';
import { distinctAwardSuppliers } from './award-suppliers';

describe('distinctAwardSuppliers (the page, card, export and favourites rule)', () => {
  it('keeps one organisation spelt two ways once, at its first mention', () => {
    const suppliers = [
      { name: 'ACME LTD', organisation_id: 7 },
      { name: 'Verge Ecology Ltd', organisation_id: 8 },
      { name: 'Acme Limited', organisation_id: 7 },
    ];
    expect(distinctAwardSuppliers(suppliers).map((s) => s.name)).toEqual([
      'ACME LTD',
      'Verge Ecology Ltd',
    ]);
  });

  it('compares unlinked names as written, ignoring case and surrounding spaces only', () => {
    const suppliers = [
      { name: 'Airedale Chemical Company Ltd', organisation_id: null },
      { name: ' airedale chemical company ltd ', organisation_id: null },
      { name: 'Airedale Chemical Co', organisation_id: null },
    ];
    expect(distinctAwardSuppliers(suppliers)).toHaveLength(2);
  });
});
