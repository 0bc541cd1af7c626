/** The metrics module's public face: the plugin, and the shape of a module's registration. */
export { type MetricsOptions, metricsRoutes } from './metrics.plugin';
export type { MetricsRegistration, RequestObserver } from './metrics-registration';
