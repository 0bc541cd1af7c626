/**
 * Runs before the browser journeys' server starts (playwright.config.ts): puts into the e2e
 * database what the server's first start would (the sample set, by the same function) plus one
 * Contracts Finder tender imported from a release package file by the real ingest (then flagged
 * as sample data like the rest), whose
 * attachments live on the fake attachment host (apps/server/test/fakes/run-fake-attachment-
 * host.ts). "Download All (.zip)" on that tender then zips real files end to end.
 *
 *   DATA_DIR=... FAKE_ATTACHMENT_ORIGIN=http://127.0.0.1:4200 \
 *     node --import tsx tests/e2e/support/seed-attachment-release.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from '../../../apps/server/src/config/env';
import { ingestHooks } from '../../../apps/server/src/data-reactions';
import { migrate } from '../../../apps/server/src/db/migrate';
import { openDatabase } from '../../../apps/server/src/db/open-database';
import { createPool } from '../../../apps/server/src/db/pool';
import {
  buildDocumentsSettings,
  extractPendingFiles,
  fetchDueDocuments,
} from '../../../apps/server/src/modules/documents';
import { importReleaseFiles } from '../../../apps/server/src/modules/ingest/import-release-files';
import { loadSampleDataUntilLive } from '../../../apps/server/src/modules/sample-data/load-sample-data-until-live';
import { ATTACHMENT_TENDER, DOCUMENTS_TENDER } from './attachment-tender';
import { CHANGED_CONTRACT, contractChangePackage } from './contract-change-releases';
import { seedFrameworkSamples } from './framework-samples';
import { seedTenderBrief } from './seed-tender-brief';

const origin = process.env.FAKE_ATTACHMENT_ORIGIN;
if (!origin) throw new Error('FAKE_ATTACHMENT_ORIGIN is not set');
const env = loadEnv();
const now = new Date();
const days = (count: number) => new Date(now.getTime() + count * 86_400_000).toISOString();

type Tender = typeof ATTACHMENT_TENDER | typeof DOCUMENTS_TENDER;

// A Contracts Finder release as the portal publishes it (the parts the mapper reads).
const release = (tender: Tender, description: string) => ({
  ocid: tender.ocid,
  // Contracts Finder's release ids are the notice's GUID and a number (its notice link).
  id: `${tender.ocid.replace('ocds-b5fd17-', '')}-1`,
  date: days(-1),
  tag: ['tender'],
  initiationType: 'tender',
  tender: {
    id: tender.ocid,
    title: tender.title,
    description,
    status: 'active',
    classification: { scheme: 'CPV', id: '90910000', description: 'Cleaning services' },
    value: { amount: 50_000, currency: 'GBP' },
    tenderPeriod: { endDate: days(30) },
    documents: tender.files.map((file, index) => ({
      id: String(index + 1),
      documentType: 'tenderNotice',
      title: file.title,
      format: file.format,
      url: `${origin}${file.path}`,
    })),
  },
  parties: [{ id: 'GB-E2E-1', name: 'E2E Borough Council', roles: ['buyer'] }],
  buyer: { id: 'GB-E2E-1', name: 'E2E Borough Council' },
});

const releasePackage = {
  uri: `${origin}/release-package.json`,
  publishedDate: days(0),
  releases: [
    release(
      ATTACHMENT_TENDER,
      'Tender pack in two files, served by the browser tests’ attachment host.',
    ),
    release(DOCUMENTS_TENDER, 'Gully emptying and verge cutting; the tender pack says the rest.'),
  ],
};

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const pool = createPool(database.connectionString, 2);
try {
  await migrate(pool);
  await loadSampleDataUntilLive(pool, {
    count: env.SAMPLE_DATA_COUNT,
    logger: { info: (message) => console.log(message) },
  });
  const file = path.join(env.DATA_DIR, 'e2e-attachment-release.json');
  await writeFile(file, JSON.stringify(releasePackage));
  const summary = await importReleaseFiles({ hooks: ingestHooks, pool }, { paths: [file] });
  if (summary.failedFiles > 0 || summary.releases !== 2) {
    throw new Error(`the attachment tender was not imported: ${JSON.stringify(summary)}`);
  }
  // The radar journey's contract and its change notice (issue 31), by the same real ingest.
  const changeFile = path.join(env.DATA_DIR, 'e2e-contract-change-releases.json');
  await writeFile(changeFile, JSON.stringify(contractChangePackage(now)));
  const changes = await importReleaseFiles({ hooks: ingestHooks, pool }, { paths: [changeFile] });
  if (changes.failedFiles > 0 || changes.releases !== 2) {
    throw new Error(`the changed contract was not imported: ${JSON.stringify(changes)}`);
  }
  // Test data like the rest: as a live notice it would make the first sync run (which fails
  // offline, then calls replaceSampleDataWithLiveData) delete the sample set mid-suite.
  await pool.query(
    `UPDATE opportunities SET is_sample = true
      WHERE id IN (SELECT opportunity_id FROM opportunity_sources WHERE ocid = ANY ($1::text[]))`,
    [[ATTACHMENT_TENDER.ocid, DOCUMENTS_TENDER.ocid, CHANGED_CONTRACT.ocid]],
  );
  // The framework journeys' real framework award and a call-off under it (issue 31).
  await seedFrameworkSamples(pool, env.DATA_DIR);
  await seedTenderBrief(pool, origin);
  // The documents job's run, now rather than on its schedule: fetch, then read (a zip's files
  // on the second pass).
  const settings = { ...buildDocumentsSettings(env), perHostIntervalMs: 0 };
  await fetchDueDocuments(pool, settings);
  await extractPendingFiles(pool, settings);
  await extractPendingFiles(pool, settings);
} finally {
  await pool.end();
  await database.stop();
}
