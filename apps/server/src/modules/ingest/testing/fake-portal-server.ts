import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OcdsRelease } from '../ocds-types';
import type { SourceSystem } from '../source-systems';

/** One request as the fake portal understood it. */
export type FakeRequest = {
  number: number;
  source: SourceSystem;
  url: string;
  from: number;
  to: number;
  offset: number;
  limit: number;
  hasCursor: boolean;
};

export type Fault =
  | { type: 'status'; status: number; headers?: Record<string, string>; body?: string }
  /** Headers and half the body, then the connection is destroyed. */
  | { type: 'cut-connection' }
  /** A complete HTTP answer whose JSON body is cut in half. */
  | { type: 'truncated-body' }
  /** The right page, written with FTS's invalid numbers (`1e9999`, `50 000`). */
  | { type: 'invalid-numbers' }
  /** The right page with its non-ASCII text turned into mojibake (`Â£`). */
  | { type: 'mojibake' }
  /** The right page encoded as ISO-8859-1. */
  | { type: 'latin1' }
  /** The right page without `links.next` (FTS's vanishing cursor). */
  | { type: 'drop-next' }
  /** The right page after a delay. */
  | { type: 'delay'; ms: number }
  /** The right page, its `links.next` a fresh cursor back to the same page (a cursor loop). */
  | { type: 'cursor-loop' }
  /**
   * The right page, its `links.next` a fresh cursor (a new token) back to the same page: the
   * page repeats until the rule's `times` run out, then the feed goes on.
   */
  | { type: 'repeat-page' }
  /** An HTTP redirect (302 unless told) to what `to` makes of the requested URL. */
  | { type: 'redirect'; to: (url: URL) => string; status?: number }
  /**
   * A valid release package of about `bytes` bytes (copies of one release), streamed in chunks
   * as fast as the client reads, with or without `content-length`.
   */
  | { type: 'huge-page'; bytes: number; sendLength?: boolean };

export type FaultRule = { when: (request: FakeRequest) => boolean; fault: Fault; times?: number };

export type FakePortal = {
  baseUrl: string;
  requests: FakeRequest[];
  /** Requests for paths that are not one of the two feeds (answered 404). */
  notFoundRequests: number;
  maxConcurrentRequests: number;
  addFault(rule: FaultRule): void;
  close(): Promise<void>;
};

const ROUTES: Record<string, { source: SourceSystem; fromParam: string; toParam: string }> = {
  '/Published/Notices/OCDS/Search': {
    source: 'ContractsFinder',
    fromParam: 'publishedFrom',
    toParam: 'publishedTo',
  },
  '/api/1.0/ocdsReleasePackages': { source: 'FTS', fromParam: 'updatedFrom', toParam: 'updatedTo' },
};

// FTS dates carry no zone; the ingest sends UTC.
const parseDate = (text: string | null, fallback: number) =>
  text ? Date.parse(/Z|[+-]\d{2}:\d{2}$/.test(text) ? text : `${text}Z`) : fallback;

const encodeCursor = (state: object) => Buffer.from(JSON.stringify(state)).toString('base64url');
const decodeCursor = (cursor: string) => {
  const { from, to, offset } = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as {
    from: number;
    to: number;
    offset: number;
  };
  return { from, to, offset };
};

function toMojibake(text: string): string {
  return text.replace(/[^\p{ASCII}]/gu, (char) => Buffer.from(char, 'utf8').toString('latin1'));
}

function withInvalidNumbers(text: string): string {
  const grouped = text.replace(/"amount":(\d{4,})(?=[,}])/g, (_match, digits: string) => {
    const head = digits.slice(0, digits.length - 3);
    return `"amount": ${head} ${digits.slice(-3)}`;
  });
  return grouped.replace(/^\{/, '{"overflow": 1e9999, ');
}

const HUGE_CHUNK_BYTES = 1024 * 1024;

/** Streams `{"releases": [r, r, ...]}` of about `bytes` bytes, honouring back-pressure. */
async function writeHugePage(
  response: ServerResponse,
  release: object,
  bytes: number,
  sendLength: boolean,
) {
  const item = JSON.stringify(release);
  const perChunk = Math.max(1, Math.floor(HUGE_CHUNK_BYTES / (item.length + 1)));
  const chunk = Buffer.from(`,${Array(perChunk).fill(item).join(',')}`);
  const head = Buffer.from(`{"releases": [${item}`);
  const tail = Buffer.from(']}');
  const chunks = Math.max(0, Math.ceil((bytes - head.length - tail.length) / chunk.length));
  const total = head.length + chunks * chunk.length + tail.length;
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    ...(sendLength ? { 'content-length': String(total) } : {}),
  });
  let wake = () => {};
  response.on('drain', () => wake());
  response.on('close', () => wake());
  response.write(head);
  for (let index = 0; index < chunks; index += 1) {
    if (response.destroyed) return;
    if (!response.write(chunk)) {
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  }
  response.end(tail);
}

/**
 * A real HTTP server on 127.0.0.1 that answers like the two portals' OCDS release feeds from a
 * fixed set of releases: date windows, `limit`, cursors and `links.next`. Faults are injected by
 * rules matched against each request, so tests replay the portals' known failures.
 */
export async function startFakePortal(
  releases: Partial<Record<SourceSystem, OcdsRelease[]>>,
): Promise<FakePortal> {
  const rules: FaultRule[] = [];
  let active = 0;
  const portal: FakePortal = {
    baseUrl: '',
    requests: [],
    notFoundRequests: 0,
    maxConcurrentRequests: 0,
    addFault: (rule) => rules.push({ times: 1, ...rule }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', portal.baseUrl);
    const route = ROUTES[url.pathname];
    if (!route) {
      portal.notFoundRequests += 1;
      response.writeHead(404).end('not found');
      return;
    }
    const cursor = url.searchParams.get('cursor');
    const state = cursor
      ? decodeCursor(cursor)
      : {
          from: parseDate(url.searchParams.get(route.fromParam), 0),
          to: parseDate(url.searchParams.get(route.toParam), Date.now()),
          offset: 0,
        };
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const fakeRequest: FakeRequest = {
      number: portal.requests.length + 1,
      source: route.source,
      url: url.toString(),
      ...state,
      limit,
      hasCursor: cursor !== null,
    };
    portal.requests.push(fakeRequest);

    const rule = rules.find(
      (candidate) => (candidate.times ?? 1) > 0 && candidate.when(fakeRequest),
    );
    if (rule) rule.times = (rule.times ?? 1) - 1;
    const fault = rule?.fault;
    if (fault?.type === 'status') {
      response.writeHead(fault.status, { 'content-type': 'text/html', ...fault.headers });
      response.end(fault.body ?? `<html><body>${fault.status}</body></html>`);
      return;
    }
    if (fault?.type === 'redirect') {
      response.writeHead(fault.status ?? 302, { location: fault.to(url) }).end();
      return;
    }
    if (fault?.type === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    if (fault?.type === 'huge-page') {
      const sample = releases[route.source]?.[0] ?? { ocid: 'ocds-fake-1', id: 'huge-1' };
      await writeHugePage(response, sample, fault.bytes, fault.sendLength ?? false);
      return;
    }

    const matching = (releases[route.source] ?? [])
      .filter((release) => {
        const time = Date.parse(release.date ?? '');
        return time >= state.from && time < state.to;
      })
      .sort(
        (a, b) => Date.parse(b.date ?? '') - Date.parse(a.date ?? '') || a.id.localeCompare(b.id),
      );
    const page = matching.slice(state.offset, state.offset + limit);
    const isRepeat = fault?.type === 'cursor-loop' || fault?.type === 'repeat-page';
    const nextOffset = isRepeat ? state.offset : state.offset + limit;
    const next = new URL(url.pathname, portal.baseUrl);
    next.searchParams.set('limit', String(limit));
    // A repeated page's fresh cursor: the same place, a token never seen before.
    const nonce = fault?.type === 'repeat-page' ? { nonce: fakeRequest.number } : {};
    next.searchParams.set('cursor', encodeCursor({ ...state, offset: nextOffset, ...nonce }));
    if (fault?.type === 'cursor-loop') next.searchParams.set('loop', String(fakeRequest.number));
    const hasNext = (isRepeat || nextOffset < matching.length) && fault?.type !== 'drop-next';
    const body = JSON.stringify({
      uri: url.toString(),
      version: '1.1',
      publishedDate: new Date().toISOString(),
      releases: page,
      ...(hasNext ? { links: { next: next.toString() } } : {}),
    });

    let bytes = Buffer.from(body, 'utf8');
    if (fault?.type === 'invalid-numbers') bytes = Buffer.from(withInvalidNumbers(body), 'utf8');
    if (fault?.type === 'mojibake') bytes = Buffer.from(toMojibake(body), 'utf8');
    if (fault?.type === 'latin1') bytes = Buffer.from(body, 'latin1');
    if (fault?.type === 'truncated-body') bytes = bytes.subarray(0, Math.floor(bytes.length / 2));
    const headers = { 'content-type': 'application/json; charset=utf-8' };
    if (fault?.type === 'cut-connection') {
      response.writeHead(200, { ...headers, 'content-length': String(bytes.length) });
      response.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
      setTimeout(() => response.destroy(), 5);
      return;
    }
    response.writeHead(200, { ...headers, 'content-length': String(bytes.length) });
    response.end(bytes);
  };

  const server = createServer((request, response) => {
    active += 1;
    portal.maxConcurrentRequests = Math.max(portal.maxConcurrentRequests, active);
    response.on('close', () => {
      active -= 1;
    });
    handle(request, response).catch((error) => {
      response.destroy(error as Error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  portal.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return portal;
}
