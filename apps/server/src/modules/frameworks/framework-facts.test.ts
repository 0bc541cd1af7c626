import { describe, expect, it } from 'vitest';
import {
  hasSamples,
  loadSampleReleases,
  SAMPLES_MISSING_NOTE,
} from '../ingest/testing/sample-releases';
import { deriveFrameworkFacts } from './framework-facts';

const releaseOf = (source: 'FTS' | 'Sell2Wales', ocid: string) => {
  const release = loadSampleReleases(source).find((candidate) => candidate.ocid === ocid);
  if (!release) throw new Error(`no sample release ${ocid}`);
  return release;
};

describe.skipIf(!hasSamples)(
  `framework facts of single real notices${SAMPLES_MISSING_NOTE}`,
  () => {
    it('reads a UK15 notice as a dynamic market and its removed supplier as gone, in either order', () => {
      const modification = releaseOf('FTS', 'ocds-h6vhtk-0510f8');
      // An earlier award admitting the supplier the UK15 notice removes (the sample holds only the
      // modification): the removal wins because it is the later notice, whichever is stored first.
      const admission = {
        ocid: modification.ocid,
        id: '000001-2026',
        date: '2026-01-05T10:00:00+00:00',
        awards: [
          { id: '1', status: 'active', suppliers: [{ id: 'W', name: 'UNIVERSITY OF WARWICK' }] },
        ],
        parties: [{ id: 'W', name: 'UNIVERSITY OF WARWICK', roles: ['supplier'] }],
      };
      for (const releases of [
        [admission, modification],
        [modification, admission],
      ]) {
        const facts = deriveFrameworkFacts(releases);
        expect(facts.role).toBe('dynamic_market');
        expect(facts.framework?.suppliers).toEqual([]);
      }
      expect(deriveFrameworkFacts([admission]).framework).toBeNull();
    });

    it('drops a participant cap written as "no limit" (7.9e28) and keeps a real one', () => {
      const unlimited = deriveFrameworkFacts([releaseOf('Sell2Wales', 'ocds-kuma6s-147592')]);
      expect(unlimited.role).toBe('framework');
      expect(unlimited.framework?.max_participants).toBeNull();
      const four = deriveFrameworkFacts([releaseOf('Sell2Wales', 'ocds-kuma6s-147810')]);
      expect(four.framework?.max_participants).toBe(4);
    });

    it('reads a pipeline notice of an award under a framework as a call-off, not a framework', () => {
      const facts = deriveFrameworkFacts([releaseOf('FTS', 'ocds-h6vhtk-06f1b4')]);
      expect(facts).toEqual({ role: 'call_off', framework: null, calledOffUnder: [] });
    });
  },
);
