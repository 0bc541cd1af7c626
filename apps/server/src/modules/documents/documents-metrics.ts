import { Gauge, type Registry } from 'prom-client';
import type { AppDeps } from '../../app-deps';
import { type DocumentsStatus, readDocumentsStatus } from './documents-status';

/** Documents' part of /metrics (a MetricsRegistration, ADR 0191): fetch and extraction progress. */
export function registerDocumentsMetrics(registry: Registry, { db }: Pick<AppDeps, 'db'>) {
  // One scrape collects every gauge at once (prom-client awaits them together): they share one
  // read of the status instead of counting the links, pages and word sets once per gauge.
  let reading: Promise<DocumentsStatus> | null = null;
  const readStatus = () => {
    reading ??= readDocumentsStatus(db).finally(() => {
      reading = null;
    });
    return reading;
  };
  new Gauge({
    name: 'wac_documents',
    help: 'Tender document links by fetch status, and files by extraction status.',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const status = await readStatus();
      for (const [key, count] of Object.entries(status.links))
        this.set({ kind: 'link', status: key }, count);
      for (const [key, count] of Object.entries(status.files))
        this.set({ kind: 'file', status: key }, count);
    },
  });
  new Gauge({
    name: 'wac_document_pages',
    help: 'Pages of text extracted from tender documents.',
    registers: [registry],
    async collect() {
      this.set((await readStatus()).pages);
    },
  });
  new Gauge({
    name: 'wac_document_files_removed',
    help: 'Stored document files no link used, removed since the install (files and bytes).',
    labelNames: ['unit'] as const,
    registers: [registry],
    async collect() {
      const { removed } = await readStatus();
      this.set({ unit: 'files' }, removed.files);
      this.set({ unit: 'bytes' }, removed.bytes);
    },
  });
  new Gauge({
    name: 'wac_document_phrase_pairs',
    help: 'Document word sets whose phrase pairs are filled, and those still waiting (ADR 0330).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const { phrase_pairs } = await readStatus();
      this.set({ state: 'filled' }, phrase_pairs.filled);
      this.set({ state: 'pending' }, phrase_pairs.pending);
    },
  });
  return undefined;
}
