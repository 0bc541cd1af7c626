/**
 * The suppliers a notice's awards name, each once (ADR 0327, ADR 0347): one rule for the
 * opportunity page's list, the search card's count, the CSV export's Supplier column and the
 * alert emails. The same organisation (its `organisation_id`, merged organisations followed) is
 * one supplier even when two awards spell it differently; a supplier not linked to an
 * organisation is compared by its name as written, ignoring case and surrounding spaces.
 */
export type AwardSupplierRef = { name: string; organisation_id: number | null };

/** `suppliers` (every award's, in award order) with each supplier kept at its first mention. */
export function distinctAwardSuppliers<T extends AwardSupplierRef>(suppliers: readonly T[]): T[] {
  const seen = new Set<string>();
  return suppliers.filter((supplier) => {
    const key =
      supplier.organisation_id === null
        ? `name:${supplier.name.trim().toLowerCase()}`
        : `org:${supplier.organisation_id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
