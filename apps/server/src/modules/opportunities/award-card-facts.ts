import {
  type AwardSupplierRef,
  type AwardValue,
  type AwardValueSummary,
  distinctAwardSuppliers,
  summariseAwardValues,
} from '@wac/contract';

/**
 * Every award's value of a notice in award order, over the awards aliased `a` (null for a notice
 * without awards): the one spelling of the values read by the cards and by a favourite's change
 * check.
 */
const AWARD_VALUES_AGG = `json_agg(json_build_object('amount', a.value_amount,
                                             'currency', a.value_currency)
                           ORDER BY a.position)`;

/**
 * The suppliers of the award aliased `award`, in supplier order (null for an award without
 * suppliers), each with its name and organisation (a merged one read as the one it merged into),
 * and with `identifiers` also its scheme and identifier: the one spelling of an award's suppliers
 * for the cards (below) and for the opportunity page (`findAwardsWithSuppliers`).
 */
export function awardSuppliersJson(
  award: string,
  { identifiers }: { identifiers: boolean },
): string {
  const identifierFields = identifiers ? `'scheme', s.scheme, 'identifier', s.identifier,` : '';
  return `(SELECT json_agg(json_build_object('name', s.name, ${identifierFields}
                                           'organisation_id', coalesce(g.merged_into, g.id))
                          ORDER BY s.position)
             FROM award_suppliers s
             LEFT JOIN organisations g ON g.id = s.organisation_id
            WHERE s.award_id = ${award}.id)`;
}

/**
 * Every award's value and every award's suppliers of a notice, in award order, for the places
 * that tell a notice's award beside the opportunity page: the search card, the CSV export and the
 * alert emails and webhooks (ADRs 0342, 0347, 0348). They read the same awards as the page, so a
 * five-award notice is never told as its first award, and count suppliers by the page's rule.
 * One subquery walks the notice's awards once through `UNIQUE (opportunity_id, position)`, each
 * award's suppliers read by its key inside the aggregate (ADR 0358: two subqueries walked the
 * awards twice for every card); an aggregate without GROUP BY gives the object even for a notice
 * without awards.
 */
export function awardFactsColumns(alias: string): string {
  return `(SELECT json_build_object(
                    'values', ${AWARD_VALUES_AGG},
                    'suppliers', json_agg(${awardSuppliersJson('a', { identifiers: false })}
                                          ORDER BY a.position))
             FROM awards a WHERE a.opportunity_id = ${alias}.id) AS award_facts`;
}

/** Every award's value alone, `award_values` (what a favourite's change check compares). */
export function awardValuesColumn(alias: string): string {
  return `(SELECT ${AWARD_VALUES_AGG}
             FROM awards a WHERE a.opportunity_id = ${alias}.id) AS award_values`;
}

/**
 * The column of `awardFactsColumns` as read: the awards' values in award order, and each
 * award's suppliers in supplier order, in award order (null for an award without suppliers;
 * json_agg gives null for no awards).
 */
export type AwardFactsRow = {
  award_facts: {
    values: AwardValue[] | null;
    suppliers: (AwardSupplierRef[] | null)[] | null;
  };
};

/** The range of the award values (null without a stated one) and the suppliers, each once. */
export function readAwardFacts(row: AwardFactsRow): {
  awardValues: AwardValueSummary | null;
  supplierNames: string[];
} {
  return {
    awardValues: summariseAwardValues(row.award_facts.values ?? []),
    supplierNames: distinctAwardSuppliers(
      (row.award_facts.suppliers ?? []).flatMap((suppliers) => suppliers ?? []),
    ).map((s) => s.name),
  };
}
