import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type ServedFile = { body: Buffer; contentType?: string; etag?: string };

export type DocumentServer = {
  origin: string;
  /** Requests so far, with whether each was conditional. */
  requests: { path: string; conditional: boolean }[];
  files: Map<string, ServedFile>;
  close(): Promise<void>;
};

/**
 * A portal's document host for the documents job: serves the files it is given (answering 304 to
 * a matching If-None-Match), 404 otherwise; `hang: true` makes a host that never answers.
 */
export async function startDocumentServer(
  files: Record<string, ServedFile>,
  options: { hang?: boolean; host?: string } = {},
): Promise<DocumentServer> {
  const served = new Map(Object.entries(files));
  const requests: DocumentServer['requests'] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const conditional = Boolean(request.headers['if-none-match']);
    requests.push({ path, conditional });
    if (options.hang) return;
    const file = served.get(path);
    if (!file) {
      response.writeHead(404);
      return response.end();
    }
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, { etag: file.etag });
      return response.end();
    }
    response.writeHead(200, {
      'content-type': file.contentType ?? 'application/octet-stream',
      ...(file.etag ? { etag: file.etag } : {}),
    });
    response.end(file.body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    requests,
    files: served,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
