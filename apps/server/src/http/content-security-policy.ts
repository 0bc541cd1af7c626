import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HelmetOptions } from 'helmet';
import { serverBundleDir } from './server-render';

// An inline <script> element: its attributes and its text, exactly as the browser hashes it.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** `'sha256-...'` for every inline script in `html` that runs (not `src=`, not a data block). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The hashes of every inline script the web build can send (ADR 0059): those in index.html (the
 * theme script that runs before paint, the first-route preloads) and the head script the server
 * adds to rendered pages (from the server bundle). Read once at start-up; none without a build.
 */
export async function collectWebScriptHashes(distDir: string | undefined): Promise<string[]> {
  if (!distDir) return [];
  const sources: string[] = [];
  const indexFile = path.join(distDir, 'index.html');
  if (existsSync(indexFile)) sources.push(readFileSync(indexFile, 'utf8'));
  const entryFile = path.join(serverBundleDir(distDir), 'entry-server.mjs');
  if (existsSync(entryFile)) {
    const entry = (await import(pathToFileURL(entryFile).href)) as { SERVER_HEAD_SCRIPT?: string };
    if (entry.SERVER_HEAD_SCRIPT) sources.push(entry.SERVER_HEAD_SCRIPT);
  }
  return [...new Set(sources.flatMap(inlineScriptHashes))];
}

/**
 * Security headers (helmet). Scripts: our own files and the inline scripts whose hashes are
 * listed, nothing else: no 'unsafe-inline', so markup injected into a page cannot run and read
 * the session token in localStorage. Styles keep 'unsafe-inline' (React and Radix set style
 * attributes; a style cannot read storage). Images and fetches: our own origin and the contact
 * map's service (`mapOrigins`), never any https host, so injected markup cannot send data out.
 */
export function securityHeaderOptions(
  scriptHashes: string[],
  mapOrigins: readonly string[] = [],
): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // No web fonts are loaded from anywhere (helmet's default allowed any https host).
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigins],
        connectSrc: ["'self'", ...mapOrigins],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The full URL to our own pages only, nothing to any other origin (helmet's default sends
    // none at all): a page reached by a plain link from a search remembers that search from
    // its referrer (ADR 0373). Search URLs hold what a user searched for; no other site sees it.
    referrerPolicy: { policy: 'same-origin' },
  };
}
