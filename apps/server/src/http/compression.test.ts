import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { rememberingCompressors } from './compression';

describe('remembered compression (ADR 0126)', () => {
  it('compresses the same bytes once and a changed body anew', () => {
    const compressors = rememberingCompressors();
    const body = Buffer.from(JSON.stringify({ results: Array(200).fill('tender') }));
    const first = compressors.gzipSync(body);
    expect(compressors.gzipSync(Buffer.from(body))).toBe(first);
    expect(gunzipSync(first).equals(body)).toBe(true);
    const changed = Buffer.from(body.toString().replace('tender', 'awards'));
    expect(gunzipSync(compressors.gzipSync(changed)).equals(changed)).toBe(true);
    // Each encoding keeps its own answer for the same bytes.
    expect(inflateSync(compressors.deflateSync(body)).equals(body)).toBe(true);
    expect(brotliDecompressSync(compressors.brotliCompressSync(body)).equals(body)).toBe(true);
  });
});

describe('compressed answers of the API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    for (let index = 1; index <= 20; index += 1) {
      await createOpportunity(testApp.database.pool, {
        title: `Compressed corridor cleaning ${index}`,
        description: `Cleaning of the corridors of building ${index}. `.repeat(20),
      });
    }
  });
  afterAll(async () => {
    await testApp.close();
  });

  const search = (encoding: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/search/?keywords=corridor',
      headers: { 'accept-encoding': encoding },
    });

  it('decompress to exactly the uncompressed answer, with the same headers that matter', async () => {
    const plain = await search('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(4096);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const decoders: Record<string, (bytes: Buffer) => Buffer> = {
      gzip: gunzipSync,
      br: brotliDecompressSync,
      deflate: inflateSync,
    };
    for (const [encoding, decode] of Object.entries(decoders)) {
      const first = await search(encoding);
      const repeat = await search(encoding);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toContain('accept-encoding');
      expect(first.headers['content-type']).toBe(plain.headers['content-type']);
      expect(first.headers['cache-control']).toBe(plain.headers['cache-control']);
      // One buffer with its length, no chunked stream.
      expect(first.headers['content-length']).toBe(String(first.rawPayload.length));
      expect(first.headers['transfer-encoding']).toBeUndefined();
      expect(decode(first.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(repeat.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });
});
