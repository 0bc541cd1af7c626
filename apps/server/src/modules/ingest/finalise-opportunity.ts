import type { CompiledOpportunity, CompiledSupplier } from './compiled-opportunity';
import { cpvPrefixes } from './cpv';
import { uniqueValues } from './json-values';
import { normaliseName } from './normalise-name';

type DerivedColumns = 'cpv_prefixes' | 'buyer_name_normalised' | 'supplier_names' | 'supplier_text';
type DraftSupplier = Omit<CompiledSupplier, 'name_normalised'> & { name_normalised?: string };

/** An opportunity without its derived columns; optional collections default to empty. */
export type OpportunityDraft = Omit<
  CompiledOpportunity,
  DerivedColumns | 'awards' | 'source_links' | 'sources'
> & {
  awards: Array<
    Omit<CompiledOpportunity['awards'][number], 'suppliers'> & { suppliers: DraftSupplier[] }
  >;
  sources?: CompiledOpportunity['sources'];
  source_links?: CompiledOpportunity['source_links'];
};

/**
 * Fills the derived columns (CPV prefixes, normalised names, supplier list and text) so every
 * writer, the ingest and the sample-data generator alike, derives them the same way.
 */
export function finaliseOpportunity(draft: OpportunityDraft): CompiledOpportunity {
  const awards = draft.awards.map((award) => ({
    ...award,
    suppliers: award.suppliers.map((supplier) => ({
      ...supplier,
      name_normalised: supplier.name_normalised ?? normaliseName(supplier.name),
    })),
  }));
  const supplierNames = uniqueValues(awards.flatMap((award) => award.suppliers.map((s) => s.name)));
  const sourceLinks = draft.source_links ?? [
    { ocid: draft.ocid, source_system: draft.source_system, notice_url: draft.notice_url },
  ];
  return {
    ...draft,
    awards,
    cpv_codes: uniqueValues(draft.cpv_codes),
    cpv_prefixes: cpvPrefixes(draft.cpv_codes),
    region_codes: uniqueValues(draft.region_codes).sort(),
    buyer_name_normalised: draft.buyer_name ? normaliseName(draft.buyer_name) : null,
    supplier_names: supplierNames,
    supplier_text: supplierNames.join(' '),
    sources: draft.sources ?? uniqueValues(sourceLinks.map((link) => link.source_system)),
    source_links: sourceLinks,
  };
}
