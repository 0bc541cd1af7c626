import { useId } from 'react';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * A generated portrait: initials on the person's two-colour gradient, with a soft head-and-
 * shoulders shape behind. The colours are dark enough for white initials in either theme.
 */
export function TestimonialAvatar({ name, colours }: { name: string; colours: [string, string] }) {
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 56 56"
      className="size-14 shrink-0"
      role="img"
      aria-label={`Portrait of ${name}`}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colours[0]} />
          <stop offset="1" stopColor={colours[1]} />
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
