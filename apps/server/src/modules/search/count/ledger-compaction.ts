const folding = new Set<string>();

/**
 * Folds a running-count ledger (migrations 0011 and 0017) in the background once writers have
 * grown it more than `slackRows` past one row per facet key. One fold per ledger at a time; a
 * failure is harmless (the ledger stays exact, only longer) and the next read tries again.
 */
export function foldLedgerWhenLong(
  ledger: string,
  size: { ledgerRows: number; facetKeys: number },
  slackRows: number,
  fold: () => Promise<void>,
): void {
  if (folding.has(ledger) || size.ledgerRows <= size.facetKeys + slackRows) return;
  folding.add(ledger);
  fold()
    .catch(() => undefined)
    .finally(() => folding.delete(ledger));
}
