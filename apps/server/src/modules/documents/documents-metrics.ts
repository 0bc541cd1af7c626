import { Gauge, type Registry } from 'prom-client';
import type { AppDeps } from '../../app-deps';
import { readDocumentsStatus } from './documents-status';

/** Documents' part of /metrics (a MetricsRegistration, ADR 0191): fetch and extraction progress. */
export function registerDocumentsMetrics(registry: Registry, { db }: Pick<AppDeps, 'db'>) {
  new Gauge({
    name: 'wac_documents',
    help: 'Tender document links by fetch status, and files by extraction status.',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const status = await readDocumentsStatus(db);
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
      this.set((await readDocumentsStatus(db)).pages);
    },
  });
  new Gauge({
    name: 'wac_document_files_removed',
    help: 'Stored document files no link used, removed since the install (files and bytes).',
    labelNames: ['unit'] as const,
    registers: [registry],
    async collect() {
      const { removed } = await readDocumentsStatus(db);
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
      const { phrase_pairs } = await readDocumentsStatus(db);
      this.set({ state: 'filled' }, phrase_pairs.filled);
      this.set({ state: 'pending' }, phrase_pairs.pending);
    },
  });
  return undefined;
}
