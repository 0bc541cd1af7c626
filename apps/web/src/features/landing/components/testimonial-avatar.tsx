import { useId } from 'react';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** Colour pairs dark enough for white initials in either theme. */
const GRADIENTS: readonly [string, string][] = [
  ['#1d4ed8', '#0f766e'],
  ['#7c3aed', '#db2777'],
  ['#b45309', '#be123c'],
  ['#15803d', '#0369a1'],
];

/** The same person always gets the same colours (same on the server and in the browser). */
function gradientFor(name: string): [string, string] {
  let sum = 0;
  for (const character of name) sum = (sum * 31 + (character.codePointAt(0) ?? 0)) % 9973;
  return GRADIENTS[sum % GRADIENTS.length]!;
}

/**
 * The person's photograph when the operator gave one; otherwise their initials on a two-colour
 * gradient with a soft head-and-shoulders shape behind (our own artwork, no stock photos).
 */
export function TestimonialAvatar({ name, imageUrl }: { name: string; imageUrl?: string }) {
  const gradientId = useId();
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt={`Portrait of ${name}`}
        loading="lazy"
        decoding="async"
        className="size-14 shrink-0 rounded-full object-cover"
      />
    );
  }
  const [from, to] = gradientFor(name);
  return (
    // Decorative: the name is written beside it.
    <svg viewBox="0 0 56 56" className="size-14 shrink-0" aria-hidden>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="28" cy="28" r="28" fill={`url(#${gradientId})`} />
      <circle cx="28" cy="22" r="10" fill="#ffffff" opacity="0.16" />
      <path d="M10 50a18 14 0 0 1 36 0" fill="#ffffff" opacity="0.16" />
      <text
        x="28"
        y="34"
        textAnchor="middle"
        fontSize="18"
        fontWeight="700"
        fill="#ffffff"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
