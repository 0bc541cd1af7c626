/**
 * The real framework award sample (Find a Tender 052408-2025: four lots, three suppliers) and a
 * real Contracts Finder call-off, imported by the real ingest for the framework journeys
 * (frameworks.spec.ts), and a real UK2 market engagement notice (opportunity-deadlines.spec.ts).
 * No sample call-off names its framework, so the call-off is given the OCDS link a Find a Tender
 * call-off carries (relatedProcesses, relationship "framework"). All are flagged as sample data
 * like the rest of the e2e set, so the first (offline) sync keeps them.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ingestHooks } from '../../../apps/server/src/data-reactions';
import type { Pool } from '../../../apps/server/src/db/pool';
import { importReleaseFiles } from '../../../apps/server/src/modules/ingest/import-release-files';
import {
  hasSamples,
  SAMPLE_DIRS,
} from '../../../apps/server/src/modules/ingest/testing/sample-releases';
import { CALL_OFF_SAMPLE, ENGAGEMENT_SAMPLE, FRAMEWORK_SAMPLE } from './framework-sample-names';

/** Imports them; nothing when the shared samples are absent (the journeys then skip). */
export async function seedFrameworkSamples(pool: Pool, dataDir: string): Promise<void> {
  if (!hasSamples) return;
  const cfPackage = JSON.parse(
    readFileSync(path.join(SAMPLE_DIRS.ContractsFinder, CALL_OFF_SAMPLE.file), 'utf8'),
  );
  const callOffs = cfPackage.releases
    .filter((release: { ocid: string }) => release.ocid === CALL_OFF_SAMPLE.ocid)
    .map((release: object) => ({
      ...release,
      relatedProcesses: [
        { id: '1', relationship: ['framework'], scheme: 'ocid', identifier: FRAMEWORK_SAMPLE.ocid },
      ],
    }));
  const callOffFile = path.join(dataDir, 'e2e-call-off-release.json');
  await writeFile(callOffFile, JSON.stringify({ ...cfPackage, releases: callOffs }));
  const summary = await importReleaseFiles(
    { hooks: ingestHooks, pool },
    {
      paths: [
        path.join(SAMPLE_DIRS.FTS, FRAMEWORK_SAMPLE.file),
        callOffFile,
        path.join(SAMPLE_DIRS.FTS, ENGAGEMENT_SAMPLE.file),
      ],
    },
  );
  if (summary.failedFiles > 0) throw new Error(`framework samples: ${JSON.stringify(summary)}`);
  await pool.query(
    `UPDATE opportunities SET is_sample = true
      WHERE id IN (SELECT opportunity_id FROM opportunity_sources WHERE ocid = ANY($1::text[]))`,
    [[FRAMEWORK_SAMPLE.ocid, CALL_OFF_SAMPLE.ocid, ENGAGEMENT_SAMPLE.ocid]],
  );
}
