import {
  createOpportunity,
  type OpportunityInput,
} from '../../../../../test/factories/opportunity';
import type { Pool } from '../../../../db/pool';
import { withTransaction } from '../../../../db/pool';
import { noHooks } from '../../../ingest/ingest-hooks';
import { storeReleases } from '../../../ingest/store-releases';
import { loadSampleReleases } from '../../../ingest/testing/sample-releases';

/**
 * The fixed corpus of the relevance test set (relevance-judgements.ts): every real release of
 * the four portals' samples in ../shared/ocds-samples (335 opportunities, 2019-2026), plus the
 * generated notices below. The generated ones are what makes a ranking hard in real data: the
 * newest notices are catch-all frameworks whose long descriptions name dozens of services, so
 * "newest first" puts them on top of every common word; a few older, short notices are exactly
 * about one thing.
 */

const OMNIBUS_SERVICES =
  'maintenance, cleaning, security, catering, training, software, waste collection, transport, ' +
  'consultancy, legal advice, audit, recruitment, furniture, vehicles, laundry, printing, ' +
  'surveys, landscaping, heating, lighting, roofing, insurance, advertising, bus services, ' +
  'housing repairs, school transport, mental health support, domestic abuse support';

/** Newest of all (November 2026): long descriptions that mention nearly every word once. */
const OMNIBUS: OpportunityInput[] = [
  'Corporate Services Dynamic Purchasing System 2026',
  'Council Wide Goods and Services Framework',
  'Multi-Lot Public Sector Buying Agreement',
  'Regional Collaborative Procurement Programme',
  'Estates and Operations Framework Refresh',
  'Pan-Government Commodity Framework',
].map((title, index) => ({
  title,
  description: `${title} for participating authorities. Lots may include ${OMNIBUS_SERVICES}, and any other goods, works or services the participating bodies may require over the term, including associated support, management and reporting.`,
  buyer_name: 'Generated Collaborative Buying Consortium',
  release_date: `2026-11-${String(10 + index).padStart(2, '0')}T09:00:00Z`,
  tender_deadline_date: '2027-01-15T12:00:00Z',
  cpv_codes: ['79000000'],
}));

/** Short, specific notices (2023-2024) that a bid manager searching their words wants first. */
const SPECIFIC: OpportunityInput[] = [
  {
    title: 'Bridge Inspection and Structural Maintenance',
    description: 'Principal inspections of 42 highway bridges and culverts.',
    buyer_name: 'Generated County Council',
    release_date: '2024-03-04T09:00:00Z',
    cpv_codes: ['71631450'],
  },
  {
    title: 'School Catering Services',
    description: 'Hot meals for 18 primary schools.',
    buyer_name: 'Generated Borough Council',
    release_date: '2023-09-12T09:00:00Z',
    cpv_codes: ['55524000'],
  },
  {
    title: 'CCTV Monitoring Centre',
    description: 'Round-the-clock monitoring of town centre cameras.',
    buyer_name: 'Generated District Council',
    release_date: '2024-01-22T09:00:00Z',
    cpv_codes: ['79714000'],
  },
  {
    title: 'Payroll Software Replacement',
    description: 'A cloud payroll system for 4,000 staff.',
    buyer_name: 'Generated Fire and Rescue Service',
    release_date: '2023-06-30T09:00:00Z',
    cpv_codes: ['48450000'],
  },
  {
    title: 'Recycling Centre Operation',
    description: 'Operation of two household waste recycling centres.',
    buyer_name: 'Generated Waste Partnership',
    release_date: '2024-05-15T09:00:00Z',
    cpv_codes: ['90500000'],
  },
  {
    title: 'Mental Health Crisis Cafe',
    description: 'An evening crisis cafe for adults in mental distress.',
    buyer_name: 'Generated Integrated Care Board',
    release_date: '2023-11-02T09:00:00Z',
    cpv_codes: ['85323000'],
  },
];

/** Loads the corpus into an empty migrated database. */
export async function loadRelevanceCorpus(pool: Pool): Promise<void> {
  for (const source of ['ContractsFinder', 'FTS', 'PCS', 'Sell2Wales'] as const) {
    await withTransaction(pool, (client) =>
      storeReleases(client, source, loadSampleReleases(source), undefined, { hooks: noHooks }),
    );
  }
  for (const row of [...OMNIBUS, ...SPECIFIC]) await createOpportunity(pool, row);
  await pool.query('ANALYZE opportunity_search');
}
