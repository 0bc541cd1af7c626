import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import { LRUCache } from 'lru-cache';

/**
 * Bodies up to this size are compressed in one call, with a Content-Length, instead of through a
 * zlib stream per response (a pipeline, a Transform, an AbortController and a fresh zlib context
 * each time, then a chunked answer). Every JSON answer of the API is far below it; a large CSV
 * export still streams (ADR 0126).
 */
export const SYNC_COMPRESS_MAX_BYTES = 256 * 1024;
/** Compressed bodies kept per process, keyed by the exact bytes they compress (ADR 0126). */
const COMPRESSED_MEMO_BYTES = 8 * 1024 * 1024;

type SyncCompress = (payload: Buffer, options?: object) => Buffer;

/**
 * zlib's one-call compressors, each remembering its last few megabytes of answers by a SHA-256 of
 * the body: the popular searches, opportunity pages and leaderboards repeat byte for byte until
 * the data changes, so their gzip is done once per body instead of once per request. The key is
 * the whole body, so a remembered answer can only ever be the compression of the same bytes
 * (nothing of one caller's answer can reach another's, and a changed body is a new key).
 */
export function rememberingCompressors(maxBytes = COMPRESSED_MEMO_BYTES) {
  const memo = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (compressed) => compressed.length + 100,
  });
  const remember =
    (encoding: string, compress: SyncCompress): SyncCompress =>
    (payload, options) => {
      const key = `${encoding}:${createHash('sha256').update(payload).digest('base64')}`;
      const known = memo.get(key);
      if (known) return known;
      const compressed = compress(payload, options);
      memo.set(key, compressed);
      return compressed;
    };
  return {
    gzipSync: remember('gzip', zlib.gzipSync),
    deflateSync: remember('deflate', zlib.deflateSync),
    brotliCompressSync: remember('br', zlib.brotliCompressSync),
  };
}

/**
 * @fastify/compress as before (every encoding, same levels, 1 KB threshold), with buffered
 * bodies compressed in one remembered call. Only the `*Sync` methods are replaced: the plugin
 * falls back to node:zlib for its streams and decompression.
 */
export function compressionOptions(): FastifyCompressOptions {
  return {
    global: true,
    threshold: 1024,
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
    zlib: rememberingCompressors(),
  };
}
