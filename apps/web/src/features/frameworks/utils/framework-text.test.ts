import { describe, expect, it } from 'vitest';
import { describeSuppliersTitle } from './framework-text';

describe('describeSuppliersTitle', () => {
  it('counts one lot in the singular and more in the plural', () => {
    expect(describeSuppliersTitle(1)).toBe('Lots and suppliers (1 lot)');
    expect(describeSuppliersTitle(4)).toBe('Lots and suppliers (4 lots)');
  });

  it('says only suppliers when the notices name no lot', () => {
    expect(describeSuppliersTitle(0)).toBe('Suppliers');
  });
});
