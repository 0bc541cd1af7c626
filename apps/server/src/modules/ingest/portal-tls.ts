import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rootCertificates } from 'node:tls';
import { Agent, fetch as undiciFetch } from 'undici';
import { REPO_ROOT } from '../../config/env';

/**
 * The intermediate certificate the Public Contracts Scotland and Sell2Wales API hosts leave out
 * of their TLS handshake (Sectigo Public Server Authentication CA DV R36, issued by the Sectigo
 * Public Server Authentication Root R46 that Node trusts). ADR 0067 records where it came from.
 */
// From the repository root, not import.meta.url: the same path from src/ and from the compiled
// bundle in apps/server/dist (ADR 0077).
export const SHIPPED_EXTRA_CA_FILE = path.join(
  REPO_ROOT,
  'apps/server/src/modules/ingest/certs/sectigo-public-server-authentication-ca-dv-r36.pem',
);

/** The PEM certificates of a file (one or more `BEGIN CERTIFICATE` blocks). */
export function readCertificates(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
  if (!blocks) throw new Error(`${file} holds no PEM certificate`);
  return blocks;
}

/**
 * A `fetch` that verifies servers against the trusted roots plus `extraCertificates`, so a host
 * that omits its intermediate still verifies: OpenSSL completes the chain from the extra
 * certificates and still requires it to end at a trusted root. Verification is never turned off.
 * `roots` defaults to Node's own store; tests pass a generated root instead.
 */
export function createFetchWithExtraCa(
  extraCertificates: readonly string[],
  roots: readonly string[] = rootCertificates,
): typeof fetch {
  const dispatcher = new Agent({ connect: { ca: [...roots, ...extraCertificates] } });
  const fetchWithCa = (input: string | URL | Request, init?: RequestInit) =>
    undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher,
    });
  return fetchWithCa as unknown as typeof fetch;
}

/** The fetch the PCS and Sell2Wales clients use: Node's roots plus the configured extra CA file. */
export function createPortalFetch(extraCaFile: string | undefined): typeof fetch {
  return createFetchWithExtraCa(readCertificates(extraCaFile ?? SHIPPED_EXTRA_CA_FILE));
}
