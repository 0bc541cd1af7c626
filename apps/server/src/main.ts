import { loadEnv } from './config/env';
import { describeContactDelivery } from './modules/contact/contact-inbox';
import { startServer } from './server';

const SHUTDOWN_DEADLINE_MS = 4500;

async function main() {
  const env = loadEnv();
  const server = await startServer(env);
  server.app.log.info(`WAC is up at ${server.url.replace('127.0.0.1', 'localhost')}`);
  const contactDelivery = describeContactDelivery(env.STAFF_INBOX);
  if (contactDelivery) server.app.log.warn(contactDelivery);

  let isShuttingDown = false;
  const shutdown = (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    server.app.log.info(`${signal} received, shutting down`);
    // Never hang: whatever is left after the deadline is cut off (postgres dies with us).
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    server.stop().then(
      () => process.exit(0),
      (error) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
