/**
 * The showcase's pictures: small drawings of WAC's own screens, as inline SVG so they take the
 * theme's colours (fill-surface, fill-brand...) and stay sharp at any size. Decorative: the slide
 * title and text carry the meaning.
 */

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 480 320" aria-hidden className="h-auto w-full" focusable="false">
      <rect
        x="1"
        y="1"
        width="478"
        height="318"
        rx="18"
        className="fill-surface stroke-line"
        strokeWidth="2"
      />
      <rect x="1" y="1" width="478" height="34" rx="18" className="fill-surface-muted" />
      <rect x="1" y="20" width="478" height="15" className="fill-surface-muted" />
      <circle cx="22" cy="18" r="5" className="fill-line-strong" />
      <circle cx="38" cy="18" r="5" className="fill-line-strong" />
      <circle cx="54" cy="18" r="5" className="fill-line-strong" />
      {children}
    </svg>
  );
}

const Line = ({
  x,
  y,
  w,
  tone = 'fill-line-strong',
}: {
  x: number;
  y: number;
  w: number;
  tone?: string;
}) => <rect x={x} y={y} width={w} height="8" rx="4" className={tone} />;

export function SearchIllustration() {
  return (
    <Frame>
      <rect
        x="24"
        y="52"
        width="432"
        height="40"
        rx="10"
        className="fill-canvas stroke-line-strong"
        strokeWidth="2"
      />
      <circle cx="46" cy="72" r="8" fill="none" className="stroke-brand" strokeWidth="3" />
      <path d="m52 78 7 7" className="stroke-brand" strokeWidth="3" strokeLinecap="round" />
      <Line x={68} y={68} w={150} tone="fill-fg-muted" />
      <rect x="368" y="58" width="80" height="28" rx="8" className="fill-brand" />
      {[24, 112, 200, 288].map((x, index) => (
        <rect
          key={x}
          x={x}
          y="104"
          width={index === 0 ? 80 : 76}
          height="22"
          rx="11"
          className={index === 0 ? 'fill-brand-soft' : 'fill-surface-muted'}
        />
      ))}
      {[140, 200, 260].map((y) => (
        <g key={y}>
          <rect
            x="24"
            y={y}
            width="432"
            height="50"
            rx="10"
            className="fill-canvas stroke-line"
            strokeWidth="2"
          />
          <Line x={40} y={y + 12} w={220} tone="fill-fg-muted" />
          <Line x={40} y={y + 30} w={140} />
          <rect x="380" y={y + 14} width="60" height="22" rx="11" className="fill-brand-soft" />
        </g>
      ))}
    </Frame>
  );
}

export function AlertsIllustration() {
  return (
    <Frame>
      <rect x="40" y="70" width="220" height="150" rx="14" className="fill-brand-soft" />
      <path
        d="m40 84 110 76 110-76"
        fill="none"
        className="stroke-brand"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <circle
        cx="250"
        cy="78"
        r="22"
        className="fill-premium-soft stroke-premium-fg"
        strokeWidth="3"
      />
      <path
        d="M241 84h18m-15-4v-7a6 6 0 0 1 12 0v7m-8 8h4"
        fill="none"
        className="stroke-premium-fg"
        strokeWidth="3"
        strokeLinecap="round"
      />
      {[70, 130, 190].map((y) => (
        <g key={y}>
          <rect
            x="290"
            y={y}
            width="160"
            height="48"
            rx="10"
            className="fill-canvas stroke-line"
            strokeWidth="2"
          />
          <circle cx="310" cy={y + 24} r="8" className="fill-brand" />
          <Line x={326} y={y + 12} w={104} tone="fill-fg-muted" />
          <Line x={326} y={y + 28} w={70} />
        </g>
      ))}
      <Line x={40} y={244} w={220} />
      <Line x={40} y={262} w={160} />
    </Frame>
  );
}

export function LeaderboardsIllustration() {
  const bars = [200, 168, 140, 112, 90];
  return (
    <Frame>
      <Line x={24} y={56} w={180} tone="fill-fg-muted" />
      <rect x="330" y="50" width="60" height="22" rx="11" className="fill-brand-soft" />
      <rect x="396" y="50" width="60" height="22" rx="11" className="fill-surface-muted" />
      {bars.map((width, index) => (
        <g key={width}>
          <circle
            cx="44"
            cy={108 + index * 40}
            r="13"
            className={index === 0 ? 'fill-premium-soft' : 'fill-surface-muted'}
          />
          <Line x={68} y={104 + index * 40} w={110} tone="fill-fg-muted" />
          <rect
            x="196"
            y={98 + index * 40}
            width={width}
            height="20"
            rx="6"
            className={index === 0 ? 'fill-brand' : 'fill-brand-soft'}
          />
          <Line x={406} y={104 + index * 40} w={50} />
        </g>
      ))}
    </Frame>
  );
}

export function DetailIllustration() {
  return (
    <Frame>
      <Line x={24} y={56} w={300} tone="fill-fg-muted" />
      <rect x="24" y="74" width="110" height="22" rx="11" className="fill-brand-soft" />
      <rect x="142" y="74" width="70" height="22" rx="11" className="fill-surface-muted" />
      <rect
        x="336"
        y="48"
        width="120"
        height="26"
        rx="8"
        className="fill-canvas stroke-line-strong"
        strokeWidth="2"
      />
      <Line x={348} y={57} w={70} tone="fill-fg-muted" />
      {[0, 1, 2].map((column) => (
        <g key={column}>
          <rect
            x={24 + column * 148}
            y="112"
            width="136"
            height="70"
            rx="10"
            className="fill-canvas stroke-line"
            strokeWidth="2"
          />
          <Line x={40 + column * 148} y={128} w={60} />
          <Line x={40 + column * 148} y={150} w={90} tone="fill-fg-muted" />
        </g>
      ))}
      <Line x={24} y={204} w={420} />
      <Line x={24} y={220} w={380} />
      <Line x={24} y={236} w={400} />
      <rect x="24" y="260" width="150" height="36" rx="10" className="fill-brand" />
      <path
        d="M92 268v14m-6-6 6 6 6-6"
        fill="none"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <rect
        x="186"
        y="260"
        width="120"
        height="36"
        rx="10"
        className="fill-canvas stroke-line-strong"
        strokeWidth="2"
      />
    </Frame>
  );
}
