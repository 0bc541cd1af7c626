import type { BuyerKindId } from './buyer-kinds';
import type { Jurisdiction, PlaceName } from './sample-places';

/** Buyers of one kind in one jurisdiction: name, town, and (when narrower) what it buys. */
export type BuyerGroup = {
  kind: BuyerKindId;
  jurisdiction: Jurisdiction;
  rows: ReadonlyArray<readonly [name: string, place: PlaceName, codes?: readonly string[]]>;
};
