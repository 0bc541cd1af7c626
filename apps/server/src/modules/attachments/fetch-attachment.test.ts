import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AttachmentServer,
  PDF_BYTES,
  startAttachmentServer,
} from '../../../test/helpers/attachment-server';
import { type AttachmentPolicy, DEFAULT_ATTACHMENT_LIMITS } from './attachment-policy';
import { fetchAttachmentToFile } from './fetch-attachment';

const MEGABYTE = 1024 * 1024;

describe('fetchAttachmentToFile', () => {
  let server: AttachmentServer;
  let dir: string;
  let counter = 0;
  const policy: AttachmentPolicy = {
    ...DEFAULT_ATTACHMENT_LIMITS,
    allowedHosts: ['127.0.0.1'],
    allowLoopback: true,
    maxFileBytes: 2 * MEGABYTE,
    maxTotalBytes: 3 * MEGABYTE,
    fileTimeoutMs: 800,
    maxRedirects: 3,
  };

  beforeAll(async () => {
    server = await startAttachmentServer();
    dir = await mkdtemp(path.join(os.tmpdir(), 'wac-fetch-test-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const fetchOne = (
    url: string,
    overrides: Partial<AttachmentPolicy> = {},
    budget?: { remaining: number },
  ) => {
    counter += 1;
    const target = path.join(dir, `file-${counter}`);
    const chosenPolicy = { ...policy, ...overrides };
    const result = fetchAttachmentToFile(
      url,
      target,
      chosenPolicy,
      budget ?? { remaining: chosenPolicy.maxTotalBytes },
      new AbortController().signal,
    );
    return { target, result };
  };

  it('downloads a file with its type and the server-given name', async () => {
    const { target, result } = fetchOne(`${server.origin}/Notice/Attachment/1b2c`);
    const fetched = await result;
    expect(fetched).toMatchObject({
      ok: true,
      bytes: 10,
      contentType: expect.stringContaining('wordprocessingml'),
      contentDisposition: expect.stringContaining('Spec Document.docx'),
    });
    expect(await readFile(target, 'utf8')).toBe('docx bytes');
  });

  it('follows redirects within the allow-list, re-checking every hop', async () => {
    const { target, result } = fetchOne(`${server.origin}/redirect/chain`);
    expect(await result).toMatchObject({ ok: true, bytes: PDF_BYTES.length });
    expect(await readFile(target)).toEqual(PDF_BYTES);
  });

  it('refuses a redirect to a host outside the allow-list or to a metadata address', async () => {
    expect(await fetchOne(`${server.origin}/redirect/other-host`).result).toEqual({
      ok: false,
      reason: 'evil.example.com is not one of the portals we download from',
    });
    expect(await fetchOne(`${server.origin}/redirect/metadata`).result).toEqual({
      ok: false,
      reason: '169.254.169.254 is not one of the portals we download from',
    });
  });

  it('refuses link-local and private addresses even when the host is allowed', async () => {
    const allowingMetadata = { allowedHosts: ['169.254.169.254', '10.1.2.3', '::1'] };
    const metadata = await fetchOne('http://169.254.169.254/latest/', allowingMetadata).result;
    expect(metadata).toEqual({ ok: false, reason: '169.254.169.254 is not a public address' });
    const privateIp = await fetchOne('http://10.1.2.3/a.pdf', allowingMetadata).result;
    expect(privateIp).toEqual({ ok: false, reason: '10.1.2.3 is not a public address' });
    const ipv6 = await fetchOne('http://[::1]/a.pdf', { ...allowingMetadata, allowLoopback: false })
      .result;
    expect(ipv6).toEqual({ ok: false, reason: '::1 is not a public address' });
  });

  it('refuses a host name that resolves to loopback unless loopback is allowed', async () => {
    const port = new URL(server.origin).port;
    const blocked = await fetchOne(`http://localhost:${port}/files/report.pdf`, {
      allowedHosts: ['localhost'],
      allowLoopback: false,
    }).result;
    expect(blocked).toEqual({
      ok: false,
      reason: 'localhost resolves to an address that is not allowed',
    });
    const allowed = await fetchOne(`http://localhost:${port}/files/report.pdf`, {
      allowedHosts: ['localhost'],
    }).result;
    expect(allowed.ok).toBe(true);
  });

  it('refuses other schemes and credentials', async () => {
    expect(await fetchOne('file:///etc/passwd').result).toEqual({
      ok: false,
      reason: 'file links are not downloaded',
    });
    expect(await fetchOne('http://user:secret@127.0.0.1/x').result).toEqual({
      ok: false,
      reason: 'links with credentials are refused',
    });
    expect(await fetchOne('not a url').result).toEqual({
      ok: false,
      reason: 'the link is not a valid URL',
    });
  });

  it('stops after too many redirects', async () => {
    expect(await fetchOne(`${server.origin}/redirect/loop`).result).toEqual({
      ok: false,
      reason: 'too many redirects',
    });
  });

  it('reports a missing file with its status', async () => {
    expect(await fetchOne(`${server.origin}/files/missing.pdf`).result).toEqual({
      ok: false,
      reason: 'the portal answered HTTP 404',
    });
  });

  it('gives up on a slow file after the per-file timeout and removes the partial file', async () => {
    const started = Date.now();
    const { target, result } = fetchOne(`${server.origin}/files/slow.pdf`);
    expect(await result).toEqual({ ok: false, reason: 'timed out' });
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(stat(target)).rejects.toThrow();
  });

  it('rejects a file over the per-file cap, declared or streamed', async () => {
    const declared = await fetchOne(`${server.origin}/files/huge-declared.pdf?mb=500`).result;
    expect(declared).toEqual({ ok: false, reason: 'larger than the 2 MB limit per file' });
    const { target, result } = fetchOne(`${server.origin}/files/huge-streamed.pdf?mb=5`);
    expect(await result).toEqual({ ok: false, reason: 'larger than the 2 MB limit per file' });
    await expect(stat(target)).rejects.toThrow();
  });

  it('stops when the shared budget for the whole zip runs out, and refunds failures', async () => {
    const budget = { remaining: MEGABYTE };
    const result = await fetchOne(`${server.origin}/files/huge-streamed.pdf?mb=1.5`, {}, budget)
      .result;
    expect(result).toEqual({ ok: false, reason: 'the zip would pass its 3 MB limit' });
    expect(budget.remaining).toBe(MEGABYTE);
  });

  it('refuses hosts that are not on the allow-list before connecting', async () => {
    const before = server.requests.length;
    const result = await fetchOne(`${server.origin}/files/report.pdf`, {
      allowedHosts: ['example.org'],
    }).result;
    expect(result).toEqual({
      ok: false,
      reason: '127.0.0.1 is not one of the portals we download from',
    });
    expect(server.requests.length).toBe(before);
  });
});
