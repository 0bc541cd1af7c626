/**
 * The favourite-changes module's public face for other modules: the one sentence per change
 * (the pipeline shows and emails the same words) and the change rows the detector records.
 */

export { describeChange } from './describe-change';
export {
  type ChangeDetailRow,
  findChangeDetails,
  findRecipients,
} from './favourite-change-emails.repository';
export type { ChangeKind } from './opportunity-snapshot';
