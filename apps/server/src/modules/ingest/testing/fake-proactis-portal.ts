import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { OcdsRelease } from '../ocds-types';

/** One `GET /v1/Notices` as the fake understood it. */
export type ProactisRequest = {
  url: string;
  month: string;
  noticeType: number;
  outputType: string;
};

export type ProactisFault = { status: number; body: string; contentType?: string };
export type ProactisFaultRule = {
  when: (request: ProactisRequest) => boolean;
  fault: ProactisFault;
  times?: number;
};

export type FakeProactisPortal = {
  baseUrl: string;
  requests: ProactisRequest[];
  addFault(rule: ProactisFaultRule): void;
  close(): Promise<void>;
};

/** The answer Sell2Wales has given since June 2026 (DATA-SOURCES.md). */
export const SQL_ERROR_FAULT: ProactisFault = {
  status: 500,
  contentType: 'application/json; charset=utf-8',
  body: '{"Message":"An error has occurred.","ExceptionMessage":"Error converting data type nvarchar to float.","ExceptionType":"System.Data.SqlClient.SqlException"}',
};

/** `MM-YYYY` of a release's date. */
const monthOf = (release: OcdsRelease) => {
  const date = new Date(release.date ?? '');
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;
};

/**
 * A real HTTP(S) server on 127.0.0.1 answering like the Public Contracts Scotland / Sell2Wales
 * API: `GET /v1/Notices?dateFrom=MM-YYYY&noticeType=N&outputType=0` gives one release package
 * with every release of that month and type, no paging, the request time as `publishedDate`,
 * and no `releases` key at all when there are none (as the portals answer some months).
 * With `tls`, it presents its leaf certificate alone, without the intermediate, as they do.
 */
export async function startFakeProactisPortal(
  releasesByType: Record<number, OcdsRelease[]>,
  options: { tls?: { key: string; cert: string } } = {},
): Promise<FakeProactisPortal> {
  const rules: ProactisFaultRule[] = [];
  const portal: FakeProactisPortal = {
    baseUrl: '',
    requests: [],
    addFault: (rule) => rules.push({ times: 1, ...rule }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/v1/Notices') {
      response.writeHead(404).end('not found');
      return;
    }
    const proactisRequest: ProactisRequest = {
      url: url.toString(),
      month: url.searchParams.get('dateFrom') ?? '',
      noticeType: Number(url.searchParams.get('noticeType')),
      outputType: url.searchParams.get('outputType') ?? '',
    };
    portal.requests.push(proactisRequest);
    const rule = rules.find((item) => (item.times ?? 1) > 0 && item.when(proactisRequest));
    if (rule) {
      rule.times = (rule.times ?? 1) - 1;
      response.writeHead(rule.fault.status, {
        'content-type': rule.fault.contentType ?? 'text/html',
      });
      response.end(rule.fault.body);
      return;
    }
    const releases = (releasesByType[proactisRequest.noticeType] ?? []).filter(
      (release) => monthOf(release) === proactisRequest.month,
    );
    const body = JSON.stringify({
      uri: `https://api.example.gov.uk${url.pathname}${url.search}`,
      version: '1.1',
      publishedDate: new Date().toISOString(),
      publisher: { name: 'Proactis' },
      license: 'http://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
      ...(releases.length > 0 ? { releases } : {}),
    });
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  };

  const server = options.tls
    ? createHttpsServer({ key: options.tls.key, cert: options.tls.cert }, handle)
    : createHttpServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  portal.baseUrl = options.tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  return portal;
}
