import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type AttachmentServer = {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Paths requested so far, in order. */
  requests: string[];
  /** Answers every request to /files/held.pdf waiting so far (with a small PDF). */
  releaseHeld(): void;
  close(): Promise<void>;
};

export const PDF_BYTES = Buffer.from('%PDF-1.4\n% test attachment\n%%EOF\n');
const MEGABYTE = 1024 * 1024;

/**
 * A stand-in for a portal's attachment host: good files, a named file, a missing one, a slow
 * one, huge ones (declared and streamed), and redirects (good, to a forbidden host, looping).
 */
export async function startAttachmentServer(
  options: {
    port?: number;
    /** More files by path (the browser journeys' tender pack for document search). */
    extraFiles?: Record<string, { body: Buffer; contentType?: string }>;
  } = {},
): Promise<AttachmentServer> {
  const requests: string[] = [];
  const held: http.ServerResponse[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    const query = url.searchParams;
    const extra = options.extraFiles?.[decodeURIComponent(url.pathname)];
    if (extra) {
      response.writeHead(200, { 'content-type': extra.contentType ?? 'application/octet-stream' });
      return response.end(extra.body);
    }
    switch (url.pathname) {
      case '/files/report.pdf':
        response.writeHead(200, { 'content-type': 'application/pdf' });
        return response.end(PDF_BYTES);
      case '/files/notes.txt':
        response.writeHead(200, { 'content-type': 'text/plain' });
        return response.end(`notes ${query.get('n') ?? ''}`);
      case '/Notice/Attachment/1b2c':
        response.writeHead(200, {
          'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'content-disposition': `attachment; filename="Spec Document.docx"; filename*=UTF-8''Sp%C3%A9c%20Document.docx`,
        });
        return response.end('docx bytes');
      case '/files/missing.pdf':
        response.writeHead(404, { 'content-type': 'text/html' });
        return response.end('<h1>Not found</h1>');
      case '/files/slow.pdf':
        // Headers at once, then a trickle that never finishes.
        response.writeHead(200, { 'content-type': 'application/pdf' });
        response.write('%PDF');
        return;
      case '/files/held.pdf':
        // Nothing until the test says so: a download that stays in progress.
        held.push(response);
        return;
      case '/files/huge-declared.pdf':
        response.writeHead(200, {
          'content-type': 'application/pdf',
          'content-length': String(Number(query.get('mb') ?? 500) * MEGABYTE),
        });
        return response.end();
      case '/files/huge-streamed.pdf': {
        response.writeHead(200, { 'content-type': 'application/pdf' });
        const chunk = Buffer.alloc(64 * 1024, 120);
        let left = Number(query.get('mb') ?? 30) * 16;
        const pump = () => {
          while (left > 0) {
            left -= 1;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        response.on('close', () => {
          left = 0;
        });
        return pump();
      }
      case '/redirect/good':
        response.writeHead(302, { location: '/files/report.pdf' });
        return response.end();
      case '/redirect/chain':
        response.writeHead(301, { location: `/redirect/good` });
        return response.end();
      case '/redirect/metadata':
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return response.end();
      case '/redirect/other-host':
        response.writeHead(307, { location: 'https://evil.example.com/x.pdf' });
        return response.end();
      case '/redirect/loop':
        response.writeHead(302, { location: '/redirect/loop' });
        return response.end();
      default:
        response.writeHead(404);
        return response.end();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    releaseHeld() {
      for (const response of held.splice(0)) {
        response.writeHead(200, { 'content-type': 'application/pdf' });
        response.end(PDF_BYTES);
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
