import type {
  SearchResponse,
  SiteConfigResponse,
  SiteContentResponse,
  SiteStatsResponse,
} from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { render, serializeForScript } from './entry-server';
import { buildOpportunity } from './features/opportunity/utils/opportunity.fixture';

const SITE_CONFIG: SiteConfigResponse = {
  contact: { email: 'hello@wac.local', follow_us_url: 'https://www.linkedin.com/company/wac' },
  office: { name: 'WAC', address: 'London', latitude: 51.5, longitude: -0.12 },
  map: { style_url: 'https://tiles.example/style.json' },
  is_sample_data: false,
  alert_profile_limits: 'interface',
  billing: { is_configured: false, sales_email: null },
};

const STATS: SiteStatsResponse = {
  open_opportunities: 1234,
  open_value_gbp: 56_000_000,
  new_this_week: 78,
  open_by_source: [
    { source_system: 'ContractsFinder', open_opportunities: 900 },
    { source_system: 'FTS', open_opportunities: 200 },
    { source_system: 'PCS', open_opportunities: 100 },
    { source_system: 'Sell2Wales', open_opportunities: 34 },
  ],
  as_of: '2026-11-22T10:00:00.000Z',
};

const SEARCH: SearchResponse = {
  results: [
    {
      id: 'WAC-74587J8R4X',
      opportunity_id: 'WAC-74587J8R4X',
      pipeline_items: [],
      title: 'Road resurfacing <b>framework</b> $& more',
      source_system: 'ContractsFinder',
      buyer_name: 'Kent County Council',
      supplier_name: null,
      stage: 'tender',
      award_value_amount: null,
      tender_value_amount: 147000,
      value_currency: 'GBP',
      release_date: '2026-11-20T07:03:15.000Z',
      tender_deadline_date: '2026-12-23T07:03:15.000Z',
      notice_url: 'https://www.contractsfinder.service.gov.uk/Notice/e0cf',
      description: 'Resurfacing of A roads across the county.',
      score: 0.12,
      is_favourited: false,
      status: 'open',
      lifecycle: null,
      cpv_code: '45233140',
      cpv_label: 'Roadworks',
      buyer_organisation_id: 12,
      supplier_organisation_id: null,
      match: null,
    },
  ],
  total: 4321,
  page: 1,
  page_size: 20,
  sort: 'release_date-desc',
  aggregations: { source_systems: [], stages: [], regions: [], categories: [] },
  keyword_notes: [],
  suggestion: null,
};

/** The API as the server answers it in process; records what the page asked for. */
function fakeApi(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const getJson = async (path: string) => {
    asked.push(path);
    return path in answers ? { status: 200, body: answers[path] } : { status: 404 };
  };
  return { asked, getJson };
}

describe('server rendering', () => {
  it('renders a search with its results, title and the query cache for hydration', async () => {
    const api = fakeApi({
      '/api/site-config/': SITE_CONFIG,
      '/api/search/?q=road&region=UKJ': SEARCH,
    });
    const page = await render('/search?q=road&region=UKJ', api.getJson);
    expect(page?.status).toBe(200);
    expect(api.asked).toEqual(['/api/site-config/', '/api/search/?q=road&region=UKJ']);
    expect(page?.title).toBe('Search Opportunities | WAC');
    expect(page?.description).toMatch(/^Search and filter UK public-sector opportunities/);
    // Portal text is text, never markup.
    expect(page?.html).toContain('Road resurfacing &lt;b&gt;framework&lt;/b&gt; $&amp; more');
    expect(page?.html).toContain('Found 4,321 matching opportunities.');
    expect(page?.html).toContain('Kent County Council');
    expect(page?.html).toContain('value="road"');
    const state = JSON.parse(page?.queryState ?? '{}') as {
      queries: Array<{ queryKey: unknown[] }>;
    };
    expect(state.queries.map((query) => query.queryKey)).toEqual([
      ['site-config'],
      ['search', 'results', 'q=road&region=UKJ'],
    ]);
  });

  it('renders a search whose API call failed in its loading state, for the browser to retry', async () => {
    const api = fakeApi({ '/api/site-config/': SITE_CONFIG });
    const page = await render('/search?page=0', api.getJson);
    expect(page?.html).toContain('Search Opportunities');
    expect(page?.html).not.toContain('matching opportunities');
    const state = JSON.parse(page?.queryState ?? '{}') as { queries: unknown[] };
    expect(state.queries).toHaveLength(1);
  });

  it('renders the landing page with its live figures, and no social proof without content', async () => {
    const api = fakeApi({
      '/api/site-config/': SITE_CONFIG,
      '/api/stats/': STATS,
      '/api/site-content/': { partners: [], testimonials: [] },
    });
    const page = await render('/', api.getJson);
    expect(page?.title).toBe('Find UK Public Sector Tenders | WAC');
    expect(page?.html).toContain('1,234');
    expect(page?.html).toContain('Register');
    expect(page?.html).not.toContain('Trusted by');
    expect(page?.html).not.toContain('What suppliers say');
  });

  it("renders the operator's partners and testimonials on the landing page (ADR 0142)", async () => {
    const content: SiteContentResponse = {
      partners: [{ name: 'Example Civils <Ltd>', url: 'https://example.test' }],
      testimonials: [{ quote: 'It <b>works</b>.', name: 'Sam Example', title: 'Bid Manager' }],
    };
    const api = fakeApi({ '/api/site-config/': SITE_CONFIG, '/api/site-content/': content });
    const page = await render('/', api.getJson);
    expect(api.asked).toContain('/api/site-content/');
    expect(page?.html).toContain('Trusted by');
    expect(page?.html).toContain('Example Civils &lt;Ltd&gt;');
    expect(page?.html).toContain('It &lt;b&gt;works&lt;/b&gt;.');
    expect(page?.html).toContain('Sam Example');
  });

  it('renders an opportunity page with its title as the document title', async () => {
    const opportunity = buildOpportunity({ title: 'Grounds maintenance <Lot 2>' });
    const api = fakeApi({
      '/api/site-config/': SITE_CONFIG,
      [`/api/opportunities/${opportunity.id}/`]: opportunity,
    });
    const page = await render(`/opportunity/${opportunity.id}`, api.getJson);
    expect(api.asked).toContain(`/api/opportunities/${opportunity.id}/`);
    expect(page?.title).toBe('Grounds maintenance <Lot 2> | WAC');
    expect(page?.html).toContain('Grounds maintenance &lt;Lot 2&gt;');
    expect(page?.html).toContain(opportunity.id);
    const state = JSON.parse(page?.queryState ?? '{}') as {
      queries: Array<{ queryKey: unknown[] }>;
    };
    expect(state.queries.map((query) => query.queryKey)).toContainEqual([
      'opportunity',
      opportunity.id.toUpperCase(),
      'anonymous',
    ]);
  });

  it('answers 404 for an opportunity that does not exist, in its loading state', async () => {
    const api = fakeApi({ '/api/site-config/': SITE_CONFIG });
    const page = await render('/opportunity/WAC-NOPE000000', api.getJson);
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('Skip to main content');
    const found = await render('/search?q=road', fakeApi({}).getJson);
    expect(found?.status).toBe(200);
  });

  it('leaves every other route to the browser', async () => {
    const api = fakeApi({});
    for (const url of ['/login', '/opportunity', '/account/alerts', '/nope']) {
      expect(await render(url, api.getJson)).toBeUndefined();
    }
    expect(api.asked).toEqual([]);
  });

  it('writes JSON that cannot close its script element', () => {
    const text = serializeForScript({ title: '</script><script>alert(1)</script>\u2028' });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>\u2028' });
  });
});
