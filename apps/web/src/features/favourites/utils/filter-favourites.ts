import type { Favourite } from '@wac/contract';

/** Lower case without quotes, so `"Road repairs"` and `road repairs` read alike. */
const normalise = (text: string) => text.replace(/["“”]/g, '').trim().toLowerCase();

/**
 * The saved opportunities matching the search bar's text: every comma-separated term must
 * appear in the title, buyer, any supplier, description or WAC ID (the words the search bar
 * offers: "Search by keyword, buyer, WAC ID..."). An empty bar keeps them all.
 */
export function filterFavourites(favourites: Favourite[], text: string): Favourite[] {
  const terms = text.split(',').map(normalise).filter(Boolean);
  if (terms.length === 0) return favourites;
  return favourites.filter(({ opportunity }) => {
    const haystack = normalise(
      [
        opportunity.title,
        opportunity.buyer_name,
        // Every supplier, not only the one the card names (ADR 0363).
        ...(opportunity.supplier_names ?? [opportunity.supplier_name]),
        opportunity.description,
        opportunity.opportunity_id,
      ]
        .filter(Boolean)
        .join(' \n '),
    );
    return terms.every((term) => haystack.includes(term));
  });
}
