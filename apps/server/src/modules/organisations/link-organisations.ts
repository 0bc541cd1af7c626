import { type Pool, type Queryable, withTransaction } from '../../db/pool';
import { identityKeys } from './identity-keys';
import { type PartyToPlace, partyFingerprint } from './identity-plan';
import {
  type BuyerLink,
  findPartyFacts,
  type SupplierLink,
  writeBuyerLinks,
  writeSupplierLinks,
} from './organisation-links.repository';
import { resolveOrganisations } from './resolve-organisations';

type PartyFactsOf = Awaited<ReturnType<typeof findPartyFacts>>;

/** The parties of the facts, and how to turn their organisations into link rows. */
function describeParties(facts: PartyFactsOf) {
  const buyers = facts.buyers.map((row) => ({
    row,
    party: {
      name: row.buyer_name.trim(),
      keys: identityKeys({
        name: row.buyer_name,
        scheme: null,
        identifier: null,
        partyId: row.buyer_id_from_source,
      }),
    } satisfies PartyToPlace,
  }));
  const suppliers = facts.suppliers.map((row) => ({
    row,
    party: {
      name: row.name.trim(),
      keys: identityKeys({
        name: row.name,
        scheme: row.scheme,
        identifier: row.identifier,
        partyId: row.party_id,
      }),
    } satisfies PartyToPlace,
  }));
  const toLinks = (organisations: Map<string, number>) => {
    const idOf = (party: PartyToPlace) => organisations.get(partyFingerprint(party.keys));
    const buyerLinks: BuyerLink[] = buyers.flatMap(({ row, party }) => {
      const organisationId = idOf(party);
      return organisationId === undefined
        ? []
        : [{ opportunityId: row.opportunity_id, organisationId, publishedAt: row.published_at }];
    });
    const supplierLinks: SupplierLink[] = suppliers.flatMap(({ row, party }) => {
      const organisationId = idOf(party);
      return organisationId === undefined
        ? []
        : [
            {
              opportunityId: row.opportunity_id,
              awardId: row.award_id,
              position: row.position,
              organisationId,
            },
          ];
    });
    return { buyerLinks, supplierLinks };
  };
  return { parties: [...buyers, ...suppliers].map((item) => item.party), toLinks };
}

/**
 * Links the buyer and suppliers of these opportunities to their organisations, creating or
 * extending organisations as needed. Ingest calls it at the end of every page, in the page's
 * transaction, so no reader ever sees a written opportunity without its organisations.
 */
export async function linkOpportunityOrganisations(
  db: Queryable,
  opportunityIds: number[],
  options: { sightedAt?: 'now' | 'opportunity-first-seen' } = {},
): Promise<void> {
  if (opportunityIds.length === 0) return;
  const { parties, toLinks } = describeParties(await findPartyFacts(db, opportunityIds));
  const links = toLinks(await resolveOrganisations(db, parties));
  await writeBuyerLinks(db, links.buyerLinks);
  await writeSupplierLinks(db, links.supplierLinks, options.sightedAt ?? 'now');
}

/**
 * The same for rows written before they could be linked (existing data, other writers): the
 * organisations are settled in one short transaction and the links written in another, so this
 * never holds the identity lock while it waits for rows an ingest page is rewriting.
 */
export async function linkExistingOpportunities(pool: Pool, opportunityIds: number[]) {
  if (opportunityIds.length === 0) return;
  const { parties, toLinks } = describeParties(await findPartyFacts(pool, opportunityIds));
  const organisations = await withTransaction(pool, (client) =>
    resolveOrganisations(client, parties),
  );
  const links = toLinks(organisations);
  await withTransaction(pool, async (client) => {
    await writeBuyerLinks(client, links.buyerLinks);
    await writeSupplierLinks(client, links.supplierLinks, 'opportunity-first-seen');
  });
}
