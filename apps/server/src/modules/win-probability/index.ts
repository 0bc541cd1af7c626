/** The win-probability module's public face: its routes (issue 30, ADR 0220). */

export { winProbabilityRoutes } from './win-probability.routes';
