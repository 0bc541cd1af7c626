import type { Pool } from '../../src/db/pool';
import { forgetOpenNotices } from '../../src/modules/organisations/open-notices';

export type RequestClass = {
  label: string;
  urls: string[];
  headers: Record<string, string>;
  /** Run before each timed request, untimed (e.g. forgetting kept profile figures). */
  prepare?: () => Promise<unknown>;
};

/** Organisations of a role: the busiest (most rows) and a spread of random ones. */
async function pickOrganisations(pool: Pool, role: 'buyer' | 'supplier') {
  const table = role === 'buyer' ? 'opportunity_buyers' : 'award_suppliers';
  const [busiest, random] = await Promise.all([
    pool.query<{ id: number }>(
      `SELECT organisation_id AS id FROM ${table} WHERE organisation_id IS NOT NULL
        GROUP BY organisation_id ORDER BY count(*) DESC LIMIT 10`,
    ),
    pool.query<{ id: number }>(
      `SELECT id FROM (SELECT DISTINCT organisation_id AS id FROM ${table}
                        WHERE organisation_id IS NOT NULL) o
        ORDER BY md5(id::text) LIMIT 50`,
    ),
  ]);
  return { busiest: busiest.rows.map((row) => row.id), random: random.rows.map((row) => row.id) };
}

/**
 * The request mix: profiles of the busiest and of random buyers and suppliers (paid, with every
 * analytics figure, and anonymous), and the radar's windows and filters.
 */
export async function pickProfileClasses(
  pool: Pool,
  paid: Record<string, string>,
  free: Record<string, string>,
): Promise<RequestClass[]> {
  const forgetKeptFigures = () => pool.query('DELETE FROM organisation_profile_cache');
  // The first supplier view after a sync in each API process reads the open notices (ADR 0114).
  const forgetOpenNoticeList = async () => forgetOpenNotices(pool);
  const buyers = await pickOrganisations(pool, 'buyer');
  const suppliers = await pickOrganisations(pool, 'supplier');
  const profile = (role: 'buyers' | 'suppliers', ids: number[]) =>
    ids.map((id) => `/api/${role}/${id}/`);
  const radar = (query: string) => [`/api/radar/?${query}`];
  return [
    {
      label: 'buyer profile, 10 busiest buyers',
      urls: profile('buyers', buyers.busiest),
      headers: paid,
    },
    {
      label: 'buyer profile, 50 random buyers',
      urls: profile('buyers', buyers.random),
      headers: paid,
    },
    {
      label: 'buyer profile, anonymous (header, open)',
      urls: profile('buyers', buyers.busiest),
      headers: {},
    },
    {
      label: 'buyer profile, free account (header, open)',
      urls: profile('buyers', buyers.random),
      headers: free,
    },
    {
      label: 'supplier profile, 10 busiest suppliers',
      urls: profile('suppliers', suppliers.busiest),
      headers: paid,
    },
    {
      label: 'supplier profile, 50 random suppliers',
      urls: profile('suppliers', suppliers.random),
      headers: paid,
    },
    {
      label: 'supplier profile, anonymous (header, open)',
      urls: profile('suppliers', suppliers.busiest),
      headers: {},
    },
    {
      label: 'supplier profile, free account (header, open)',
      urls: profile('suppliers', suppliers.random),
      headers: free,
    },
    {
      label: 'supplier profile, anonymous, 50 random',
      urls: profile('suppliers', suppliers.random),
      headers: {},
    },
    {
      label: 'supplier profile, anonymous, open notices not kept',
      urls: profile('suppliers', suppliers.random),
      headers: {},
      prepare: forgetOpenNoticeList,
    },
    // The same pages with no kept figures (ADR 0103): the first view after a change to the
    // organisation's awards computes them from the award tables.
    {
      label: 'buyer profile, 10 busiest, figures not kept',
      urls: profile('buyers', buyers.busiest),
      headers: paid,
      prepare: forgetKeptFigures,
    },
    {
      label: 'buyer profile, 50 random, figures not kept',
      urls: profile('buyers', buyers.random),
      headers: paid,
      prepare: forgetKeptFigures,
    },
    {
      label: 'supplier profile, 10 busiest, figures not kept',
      urls: profile('suppliers', suppliers.busiest),
      headers: paid,
      prepare: forgetKeptFigures,
    },
    {
      label: 'supplier profile, 50 random, figures not kept',
      urls: profile('suppliers', suppliers.random),
      headers: paid,
      prepare: forgetKeptFigures,
    },
    { label: 'radar, 3 months', urls: radar('months=3'), headers: paid },
    { label: 'radar, 12 months', urls: radar('months=12'), headers: paid },
    { label: 'radar, 24 months, page 5', urls: radar('months=24&page=5'), headers: paid },
    {
      label: 'radar, 12 months, keyword "maintenance"',
      urls: radar('months=12&q=maintenance'),
      headers: paid,
    },
    {
      label: 'radar, 12 months, keyword "lighthouse"',
      urls: radar('months=12&q=lighthouse'),
      headers: paid,
    },
    {
      label: 'radar, 12 months, rare keyword "telescope"',
      urls: radar('months=12&q=telescope'),
      headers: paid,
    },
    {
      label: 'radar, 12 months, CPV 45 (construction)',
      urls: radar('months=12&cpv_codes=45000000'),
      headers: paid,
    },
    {
      label: 'radar, 12 months, region London',
      urls: radar('months=12&region=UKI'),
      headers: paid,
    },
    {
      label: 'radar, 12 months, value over £1m',
      urls: radar('months=12&value_from=1000000'),
      headers: paid,
    },
    {
      label: 'radar, 24 months, one busy buyer',
      urls: buyers.busiest.map((id) => `/api/radar/?months=24&buyer=${id}`),
      headers: paid,
    },
    {
      label: 'radar, 12 months, value £100k to £1m',
      urls: radar('months=12&value_from=100000&value_to=1000000'),
      headers: paid,
    },
    {
      label: 'radar, 12 months, buyer name contains "council"',
      urls: radar('months=12&buyer_name=council'),
      headers: paid,
    },
    {
      label: 'radar, 24 months, every filter',
      urls: buyers.busiest.map(
        (id) =>
          `/api/radar/?months=24&q=maintenance&cpv_codes=45000000&region=UKI&buyer=${id}&value_from=10000`,
      ),
      headers: paid,
    },
    { label: 'radar, 12 months, anonymous', urls: radar('months=12'), headers: {} },
  ];
}
