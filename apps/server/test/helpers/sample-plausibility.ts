import type { CompiledOpportunity } from '../../src/modules/ingest/compiled-opportunity';
import { regionFromPostcode } from '../../src/modules/ingest/regions';
import { BUYER_KINDS, divisionsOfKind } from '../../src/modules/sample-data/catalogue/buyer-kinds';
import {
  cpvDivision,
  sampleCategories,
} from '../../src/modules/sample-data/catalogue/sample-categories';
import { findSampleBuyer } from '../../src/modules/sample-data/sample-buyers';
import { isSampleLink } from '../../src/modules/sample-data/sample-links';
import {
  JURISDICTIONS_BY_SOURCE,
  NORTHERN_IRELAND_VALUE_FLOOR,
} from '../../src/modules/sample-data/sample-sources';
import { findSampleFirm } from '../../src/modules/sample-data/sample-suppliers';

/**
 * What is wrong with generated rows, checked against the kind-to-sector table: the buyer is a
 * catalogued body of a kind that exists in its nation, on a portal that carries that nation's
 * notices, buying in a division its kind buys in, at an address in its region; every supplier
 * is a firm of a sector that wins that CPV code; every link is a stand-in. Empty when all fit.
 */
export function findImplausibleSampleRows(rows: readonly CompiledOpportunity[]): string[] {
  const problems: string[] = [];
  const categories = sampleCategories();
  for (const row of rows) {
    const say = (problem: string) => problems.push(`${row.ocid} (${row.buyer_name}): ${problem}`);
    const buyer = findSampleBuyer(row.buyer_name ?? '');
    if (!buyer) {
      say('the buyer is not a catalogued public body');
      continue;
    }
    const kind = BUYER_KINDS[buyer.kind];
    if (!kind.jurisdictions.includes(buyer.jurisdiction)) {
      say(`a ${buyer.kind} in ${buyer.jurisdiction}`);
    }
    const carriers =
      JURISDICTIONS_BY_SOURCE[row.source_system as keyof typeof JURISDICTIONS_BY_SOURCE];
    if (!carriers?.some(([jurisdiction]) => jurisdiction === buyer.jurisdiction)) {
      say(`${buyer.jurisdiction}'s notice on ${row.source_system}`);
    }
    const divisions = divisionsOfKind(buyer.kind);
    for (const code of row.cpv_codes) {
      if (!divisions.has(cpvDivision(code))) say(`a ${buyer.kind} buying in division ${code}`);
      if (!buyer.codes.includes(code)) say(`buys under ${code}, not one of its codes`);
    }
    if (row.region_codes.join() !== buyer.place.region) say(`in region ${row.region_codes}`);
    const postcodeRegion = regionFromPostcode(row.buyer_address_postalcode ?? '');
    if (postcodeRegion !== buyer.place.region) say(`postcode in ${postcodeRegion}`);
    const category = categories.get(row.cpv_codes[0] ?? '');
    if (!category) {
      say(`no sample category ${row.cpv_codes[0]}`);
      continue;
    }
    const subject = row.title.replace(` - ${buyer.name}`, '');
    if (!category.subjects.includes(subject)) say(`title "${row.title}" under ${category.cpv}`);
    if (row.main_procurement_category !== category.category) say('category mismatch');
    if (buyer.jurisdiction === 'Northern Ireland') {
      const floor =
        NORTHERN_IRELAND_VALUE_FLOOR[category.category === 'works' ? 'works' : 'goodsAndServices'];
      if ((row.tender_value_amount ?? 0) < floor)
        say(`below threshold: ${row.tender_value_amount}`);
    }
    for (const supplier of row.awards.flatMap((award) => award.suppliers)) {
      const firm = findSampleFirm(supplier.name);
      if (!firm) say(`supplier ${supplier.name} is not a sample firm`);
      else if (!category.sectors.includes(firm.sector)) {
        say(`${supplier.name} (${firm.sector}) wins ${category.cpv} ${category.label}`);
      }
    }
    const links = [row.notice_url ?? '', ...row.documents.map((document) => document.url)];
    for (const link of links) if (!isSampleLink(link)) say(`link ${link} claims a real page`);
  }
  return problems;
}
