/**
 * Runs the attachment host stand-in (test/helpers/attachment-server.ts) as its own process for
 * the browser journeys (playwright.config.ts): the opportunity seeded by
 * tests/e2e/support/seed-attachment-release.ts links its files, and the app fetches them for
 * "Download All (.zip)" (allowed on loopback only with NODE_ENV=test).
 *
 *   FAKE_ATTACHMENT_PORT=4200 node --import tsx apps/server/test/fakes/run-fake-attachment-host.ts
 */
import { startAttachmentServer } from '../helpers/attachment-server';
import { buildTenderPack } from '../helpers/tender-pack';

const server = await startAttachmentServer({
  port: Number(process.env.FAKE_ATTACHMENT_PORT ?? 4200),
  // The tender pack the document search journey finds words in (tests/e2e/documents.spec.ts).
  extraFiles: await buildTenderPack(),
});
console.log(`Fake attachment host listening at ${server.origin}`);

const stop = () => {
  server.releaseHeld();
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
