import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown>;
  at: number;
};

export type FakeReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** Answer every request with this status (and body) until told otherwise; null: normal. */
  failWith(status: number | null): void;
  close(): Promise<void>;
};

/**
 * A local receiver speaking a kind's wire format: Slack's incoming webhook answers 200 `ok`, a
 * Teams workflow 202 with no body, a generic endpoint 200. Records what it was sent.
 */
export async function startFakeReceiver(
  kind: 'slack' | 'teams' | 'generic',
): Promise<FakeReceiver> {
  const received: ReceivedWebhook[] = [];
  let failure: number | null = null;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body, json: JSON.parse(body), at: Date.now() });
      if (failure !== null) {
        response.writeHead(failure, { 'content-type': 'text/plain' }).end('receiver is down');
      } else if (kind === 'slack') {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      } else if (kind === 'teams') {
        response.writeHead(202).end();
      } else {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/${kind}/T000/SECRET`,
    received,
    failWith(status) {
      failure = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
