import {
  type AwardSupplierRef,
  type AwardValue,
  type AwardValueSummary,
  distinctAwardSuppliers,
  summariseAwardValues,
} from '@wac/contract';

/**
 * Every award's value and every award's suppliers of a notice, in award order, for the places
 * that tell a notice's award beside the opportunity page: the search card, the CSV export and the
 * alert emails and webhooks (ADRs 0342, 0347, 0348). They read the same awards as the page, so a
 * five-award notice is never told as its first award, and count suppliers by the page's rule.
 * Each subquery walks one notice's awards through `UNIQUE (opportunity_id, position)`.
 */
export function awardFactsColumns(alias: string): string {
  return `${awardValuesColumn(alias)},
          (SELECT json_agg(json_build_object('name', s.name,
                                             'organisation_id', coalesce(g.merged_into, g.id))
                           ORDER BY a.position, s.position)
             FROM awards a
             JOIN award_suppliers s ON s.award_id = a.id
             LEFT JOIN organisations g ON g.id = s.organisation_id
            WHERE a.opportunity_id = ${alias}.id) AS award_suppliers`;
}

/** Every award's value alone, `award_values` (what a favourite's change check compares). */
export function awardValuesColumn(alias: string): string {
  return `(SELECT json_agg(json_build_object('amount', a.value_amount, 'currency', a.value_currency)
                           ORDER BY a.position)
             FROM awards a WHERE a.opportunity_id = ${alias}.id) AS award_values`;
}

/** The columns of `awardFactsColumns` as read (json_agg gives null for no rows). */
export type AwardFactsRow = {
  award_values: AwardValue[] | null;
  award_suppliers: AwardSupplierRef[] | null;
};

/** The range of the award values (null without a stated one) and the suppliers, each once. */
export function readAwardFacts(row: AwardFactsRow): {
  awardValues: AwardValueSummary | null;
  supplierNames: string[];
} {
  return {
    awardValues: summariseAwardValues(row.award_values ?? []),
    supplierNames: distinctAwardSuppliers(row.award_suppliers ?? []).map((s) => s.name),
  };
}
