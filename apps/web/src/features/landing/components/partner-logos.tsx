import type { ReactNode } from 'react';

/**
 * Six partner marks drawn for WAC (no third-party artwork). They use `currentColor`, so the strip
 * sets one muted colour that reads well in both themes.
 */
export interface PartnerLogo {
  name: string;
  mark: ReactNode;
}

const textProps = {
  x: 44,
  y: 26,
  fontSize: 15,
  fontWeight: 700,
  fill: 'currentColor',
  fontFamily: 'ui-sans-serif, system-ui, sans-serif',
} as const;

export const PARTNER_LOGOS: PartnerLogo[] = [
  {
    name: 'Northgate Civils',
    mark: (
      <>
        <path
          d="M4 30h32M8 30V18a12 12 0 0 1 24 0v12"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
        <path d="M14 30v-9M20 30v-12M26 30v-9" stroke="currentColor" strokeWidth="2" />
        <text {...textProps}>Northgate Civils</text>
      </>
    ),
  },
  {
    name: 'Kestrel Digital',
    mark: (
      <>
        <path d="M4 24 18 10l6 8 12-8-10 18-6-7z" fill="currentColor" />
        <text {...textProps}>Kestrel Digital</text>
      </>
    ),
  },
  {
    name: 'Brightwell Care',
    mark: (
      <>
        <path
          d="M20 31s-13-7.6-13-16a7 7 0 0 1 13-3.6A7 7 0 0 1 33 15c0 8.4-13 16-13 16z"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
        <path d="M20 14v10M15 19h10" stroke="currentColor" strokeWidth="3" />
        <text {...textProps}>Brightwell Care</text>
      </>
    ),
  },
  {
    name: 'Oakridge FM',
    mark: (
      <>
        <path d="M20 4c8 6 10 14 0 22C10 18 12 10 20 4z" fill="currentColor" />
        <path d="M20 12v20" stroke="currentColor" strokeWidth="3" />
        <text {...textProps}>Oakridge FM</text>
      </>
    ),
  },
  {
    name: 'Meridian Learning',
    mark: (
      <>
        <circle cx="20" cy="18" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M7 18h26M20 5c-7 8-7 18 0 26M20 5c7 8 7 18 0 26"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <text {...textProps}>Meridian Learning</text>
      </>
    ),
  },
  {
    name: 'Harbour & Hale',
    mark: (
      <>
        <path d="M20 6v22M13 12h14" stroke="currentColor" strokeWidth="3" />
        <path
          d="M6 20c2 8 8 11 14 11s12-3 14-11"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
        <circle cx="20" cy="6" r="3" fill="currentColor" />
        <text {...textProps}>Harbour &amp; Hale</text>
      </>
    ),
  },
];

/** One logo, 200 by 36 units, named for assistive technology. */
export function PartnerLogoImage({
  logo,
  isDecorative,
}: {
  logo: PartnerLogo;
  isDecorative?: boolean;
}) {
  return (
    <svg
      viewBox="0 0 200 36"
      className="h-9 w-auto shrink-0"
      role={isDecorative ? undefined : 'img'}
      aria-label={isDecorative ? undefined : logo.name}
      aria-hidden={isDecorative ? true : undefined}
    >
      {logo.mark}
    </svg>
  );
}
