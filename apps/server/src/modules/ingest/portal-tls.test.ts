import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { rootCertificates } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchWithExtraCa, readCertificates, SHIPPED_EXTRA_CA_FILE } from './portal-tls';

const chainDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing/tls-chain');
const read = (name: string) => readFileSync(path.join(chainDir, name), 'utf8');

// A host like api.publiccontractsscotland.gov.uk: it presents its leaf certificate alone.
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer({ key: read('leaf.key'), cert: read('leaf.pem') }, (_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end('{"releases":[]}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `https://localhost:${(server.address() as AddressInfo).port}/v1/Notices`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('portal TLS with a missing intermediate certificate', () => {
  it('fails to verify a leaf-only chain from the root alone', async () => {
    const fetchRootOnly = createFetchWithExtraCa([], [read('root.pem')]);
    await expect(fetchRootOnly(url)).rejects.toThrow();
  });

  it('verifies it once the missing intermediate is supplied', async () => {
    const fetchWithIntermediate = createFetchWithExtraCa(
      [read('intermediate.pem')],
      [read('root.pem')],
    );
    const response = await fetchWithIntermediate(url);
    expect(await response.json()).toEqual({ releases: [] });
  });

  it('still refuses a chain that does not end at a trusted root', async () => {
    const fetchWithoutRoot = createFetchWithExtraCa([read('intermediate.pem')], rootCertificates);
    await expect(fetchWithoutRoot(url)).rejects.toThrow();
  });

  it('ships an intermediate that a root in Node’s own store has signed', () => {
    const [pem] = readCertificates(SHIPPED_EXTRA_CA_FILE);
    const intermediate = new X509Certificate(pem);
    expect(intermediate.ca).toBe(true);
    const issuer = rootCertificates
      .map((root) => new X509Certificate(root))
      .find((root) => intermediate.checkIssued(root));
    expect(issuer?.subject).toContain('Sectigo Public Server Authentication Root R46');
    expect(issuer && intermediate.verify(issuer.publicKey)).toBe(true);
  });
});
