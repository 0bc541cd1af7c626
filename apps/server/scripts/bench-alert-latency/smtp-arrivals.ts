import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Arrival = { receivedAt: number; raw: string };

/**
 * A real SMTP server on loopback that notes when each message arrived: the benchmark's inbox.
 * The app's nodemailer delivers to it over SMTP exactly as it would to a provider.
 */
export async function startArrivalSink(onArrival: (arrival: Arrival) => void) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        onArrival({ receivedAt: Date.now(), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a message with quoted-printable soft breaks and escapes undone. */
export function decodeMessage(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
