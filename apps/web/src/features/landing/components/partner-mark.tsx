import type { OperatorPartner } from '@wac/contract';

/**
 * One partner as the operator listed it: their logo on a light tile (so a dark logo still reads
 * in the dark theme), or their name as text; linked to their site when the file gives one.
 */
export function PartnerMark({
  partner,
  isDecorative = false,
}: {
  partner: OperatorPartner;
  isDecorative?: boolean;
}) {
  const mark = partner.logo_url ? (
    <span className="flex h-12 items-center rounded-lg bg-white px-4 ring-1 ring-line">
      <img
        src={partner.logo_url}
        alt={isDecorative ? '' : partner.name}
        loading="lazy"
        decoding="async"
        className="h-8 w-auto max-w-40 object-contain"
      />
    </span>
  ) : (
    <span className="flex h-12 items-center text-lg font-bold whitespace-nowrap">
      {partner.name}
    </span>
  );
  if (!partner.url || isDecorative) return mark;
  return (
    <a
      href={partner.url}
      target="_blank"
      rel="noopener noreferrer"
      className="block rounded-lg hover:opacity-80"
    >
      {mark}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
