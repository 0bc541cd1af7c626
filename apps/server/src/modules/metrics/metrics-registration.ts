import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import type { AppDeps } from '../../app-deps';

/** Told of every finished request, with its latency, by the metrics plugin's one hook. */
export type RequestObserver = (
  request: FastifyRequest,
  reply: FastifyReply,
  seconds: number,
) => void;

/**
 * What a module adds to `/metrics`: it puts its own gauges, counters and histograms in the app's
 * registry when the app starts, and may return an observer for finished requests. The metrics
 * module never imports a feature to read its numbers; app.ts hands it each module's registration
 * (ADR 0191). Modules match this shape with prom-client's types alone, so none imports metrics.
 */
export type MetricsRegistration = (
  registry: Registry,
  deps: AppDeps,
) => RequestObserver | undefined;
