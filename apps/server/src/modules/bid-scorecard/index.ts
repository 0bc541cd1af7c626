/** The bid scorecard module's public face: its routes (issue 30, ADR 0221). */

export { bidScorecardRoutes } from './scorecard.routes';
