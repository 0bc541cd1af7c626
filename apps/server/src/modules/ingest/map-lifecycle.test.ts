import {
  deriveLifecycleStage,
  formatLifecycleStage,
  type LifecycleStage,
  lifecycleFactsOf,
} from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { compileOcid } from './compile-ocid';
import type { CompiledOpportunity } from './compiled-opportunity';
import type { OcdsRelease } from './ocds-types';
import {
  contractDetailsBeforeChange,
  sampleRelease,
  terminationOf,
} from './testing/contract-notices';
import {
  compileSample,
  hasSamples,
  loadSampleReleases,
  SAMPLES_MISSING_NOTE,
} from './testing/sample-releases';

const at = (opportunity: CompiledOpportunity, now: string) => {
  const facts = lifecycleFactsOf(opportunity);
  const stage = deriveLifecycleStage(facts, new Date(now));
  return { stage, label: stage && formatLifecycleStage(stage, facts, new Date(now)) };
};

describe.skipIf(!hasSamples)(
  `the lifecycle stage of the real samples${SAMPLES_MISSING_NOTE}`,
  () => {
    const cases: [string, string, string, LifecycleStage, string][] = [
      ['UK1 pipeline', '06f1b4', '2026-11-28', 'pipeline', 'Pipeline'],
      [
        'UK2 market engagement',
        '06f1a6',
        '2026-11-28',
        'market_engagement',
        'Market engagement, tender expected January 2027',
      ],
      [
        'UK4 tender before its deadline',
        '078219',
        '2026-10-07',
        'open',
        'Open for bids until 5 Nov 2026',
      ],
      [
        'UK4 tender after it',
        '078219',
        '2026-11-28',
        'evaluation',
        'Evaluation, closed 5 Nov 2026',
      ],
      [
        'UK4 tender the day before its evaluation ends (183 days)',
        '078219',
        '2027-05-06',
        'evaluation',
        'Evaluation, closed 5 Nov 2026',
      ],
      [
        'UK4 tender half a year closed with no outcome',
        '078219',
        '2027-05-08',
        'no_outcome_published',
        'Closed 5 Nov 2026, no outcome published',
      ],
      [
        'UK6 award in standstill',
        '06e832',
        '2026-10-07',
        'standstill',
        'Standstill until 15 Oct 2026',
      ],
      ['UK6 award after standstill', '06e832', '2026-10-16', 'awarded', 'Awarded'],
      ['UK5 transparency notice', '06f0c7', '2026-11-28', 'awarded', 'Awarded'],
      [
        'UK7 contract details',
        '052a2e',
        '2026-11-28',
        'contract_live',
        'Contract live until 18 May 2028',
      ],
      [
        'UK7 contract past its end',
        '06f19e',
        '2026-11-28',
        'contract_ending',
        'Contract ended 20 Sep 2026',
      ],
      // Its term ended on 21 Aug 2026 but its options run to 31 Dec 2026, the radar's date:
      // the line names both (ADR 0260).
      [
        'UK10 contract change',
        '065444',
        '2026-11-28',
        'contract_ending',
        'Contract term ended 21 Aug 2026, may be extended to 31 Dec 2026',
      ],
      [
        'UK10 contract change, past its maximum extent',
        '065444',
        '2027-01-05',
        'contract_ending',
        'Contract term ended 21 Aug 2026, could be extended to 31 Dec 2026',
      ],
      [
        'UK10 contract change, before its term ends',
        '065444',
        '2026-08-01',
        'contract_ending',
        'Contract ends 21 Aug 2026, may be extended to 31 Dec 2026',
      ],
      [
        'UK10 contract change, over 180 days before its maximum extent',
        '065444',
        '2026-06-01',
        'contract_live',
        'Contract live until 21 Aug 2026, may be extended to 31 Dec 2026',
      ],
      ['UK12 procurement termination', '05f9f4', '2026-11-28', 'cancelled', 'Cancelled'],
      [
        'UK15 dynamic market modification',
        '0510f8',
        '2026-11-28',
        'dynamic_market_open',
        'Dynamic market open',
      ],
    ];
    it.each(cases)('%s', (_name, fragment, now, stage, label) => {
      expect(at(compileSample('FTS', fragment), now)).toEqual({ stage, label });
    });

    it('reads the nearest equivalent for Contracts Finder, PCS and Sell2Wales notices', () => {
      const cf = loadSampleReleases('ContractsFinder');
      const cfPlanning = cf.find((release) => release.tag?.includes('planning'))!;
      expect(at(compileSample('ContractsFinder', cfPlanning.ocid), '2026-11-28').stage).toBe(
        'planned',
      );
      const cfAward = cf.find(
        (release) => release.tag?.includes('award') && release.ocid.includes('-'),
      )!;
      expect(['contract_live', 'contract_ending', 'awarded']).toContain(
        at(compileSample('ContractsFinder', cfAward.ocid), '2026-11-28').stage,
      );
      // A PCS tender that establishes a dynamic purchasing system is a dynamic market.
      expect(at(compileSample('PCS', '0000578690'), '2019-04-20').stage).toBe(
        'dynamic_market_open',
      );
      const s2w = loadSampleReleases('Sell2Wales')[0]!;
      expect(at(compileSample('Sell2Wales', s2w.ocid), '2025-02-01').stage).toBe('open');
      // Closed 30 Apr 2025: in evaluation that summer, and no outcome published by now.
      expect(at(compileSample('Sell2Wales', s2w.ocid), '2025-06-01').stage).toBe('evaluation');
      expect(at(compileSample('Sell2Wales', s2w.ocid), '2026-11-28').stage).toBe(
        'no_outcome_published',
      );
      // A Sell2Wales DPS says so only in words (ADR 0261): a dynamic market, not a tender.
      for (const fragment of ['148236', '148283', '148346']) {
        expect(at(compileSample('Sell2Wales', fragment), '2025-03-01')).toEqual({
          stage: 'dynamic_market_open',
          label: 'Dynamic market open',
        });
      }
    });
  },
);

/** Real notices of Find a Tender, as one procurement's notices (one ocid), UK1 to UK7. */
function oneProcurement(): OcdsRelease[] {
  const fts = loadSampleReleases('FTS');
  const ids = ['083664-2026', '083655-2026', '094476-2026', '094477-2026', '083608-2026'];
  return ids.map((id) => ({
    ...fts.find((release) => release.id === id)!,
    ocid: 'ocds-h6vhtk-0lifec',
  }));
}

/** The lifecycle's dates and each award's radar dates: what shuffled imports must not change. */
const endsOf = (opportunity: CompiledOpportunity) => ({
  phase: opportunity.lifecycle_phase,
  until: opportunity.lifecycle_until,
  termEnd: opportunity.lifecycle_term_end,
  awards: opportunity.awards.map((award) => [
    award.contract_end_date,
    award.term_end_date,
    award.max_extent_date,
    award.contract_state,
    award.date_history,
  ]),
});

function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

describe.skipIf(!hasSamples)('a procurement read from all its notices', () => {
  it('has the same stage whatever order its notices arrive in', () => {
    const releases = oneProcurement();
    const inOrder = compileOcid('FTS', releases).opportunity;
    expect(at(inOrder, '2026-11-28').stage).toBe('contract_ending');
    for (let seed = 1; seed <= 20; seed += 1) {
      const other = compileOcid('FTS', shuffled(releases, seed)).opportunity;
      expect(endsOf(other)).toEqual(endsOf(inOrder));
    }
  });

  it('reads the same contract end, stage line and radar dates whatever order the UK7 and UK10 come in', () => {
    const releases = [
      contractDetailsBeforeChange(),
      sampleRelease('083674-2026'),
      terminationOf(sampleRelease('083674-2026'), '090001-2026', '2026-12-20T00:00:00Z'),
    ];
    for (const count of [2, 3]) {
      const notices = releases.slice(0, count);
      const inOrder = compileOcid('FTS', notices).opportunity;
      for (let seed = 1; seed <= 10; seed += 1) {
        const other = compileOcid('FTS', shuffled(notices, seed)).opportunity;
        expect(endsOf(other)).toEqual(endsOf(inOrder));
        expect(at(other, '2026-11-28')).toEqual(at(inOrder, '2026-11-28'));
      }
    }
    const ended = compileOcid('FTS', shuffled(releases, 7)).opportunity;
    // Terminated on 20 Dec 2026, after its term (21 Aug) though before its options ran out.
    expect(at(ended, '2026-12-28').label).toBe('Contract ended 20 Dec 2026');
  });

  it('ends early only when a UK11 comes before the contract end', () => {
    const [, , , , contract] = oneProcurement();
    const termination = (endDate: string): OcdsRelease => ({
      ...contract!,
      id: '099999-2026',
      date: '2026-09-10T10:00:00Z',
      tag: ['contractTermination'],
      contracts: [{ id: '1', awardID: '1', period: { endDate } }],
      tender: { documents: [{ id: '099999-2026', noticeType: 'UK11' }] },
    });
    const early = compileOcid('FTS', [contract!, termination('2026-09-10T00:00:00Z')]);
    expect(at(early.opportunity, '2026-11-28').label).toBe('Terminated early, 10 Sep 2026');
    const atTerm = compileOcid('FTS', [contract!, termination('2026-09-20T23:59:59Z')]);
    expect(at(atTerm.opportunity, '2026-11-28').stage).toBe('contract_ending');
  });
});
