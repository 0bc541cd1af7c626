import type { CSSProperties } from 'react';
import { LOGO_STRIP_LOOP_SECONDS } from '@/config/constants';
import { PARTNER_LOGOS, PartnerLogoImage } from './partner-logos';

/**
 * Six logos scrolling in a 30 s loop. The list is drawn twice and slid by half its width, so the
 * loop has no seam; the copy is hidden from assistive technology. People who prefer reduced
 * motion get the logos standing still and wrapped instead (the animation is motion-safe only).
 */
export function TrustedByStrip() {
  const loopStyle = { '--wac-marquee-duration': `${LOGO_STRIP_LOOP_SECONDS}s` } as CSSProperties;
  return (
    <section aria-labelledby="trusted-by-title" className="border-b border-line bg-surface py-10">
      <h2
        id="trusted-by-title"
        className="px-4 text-center text-sm font-semibold tracking-wide text-fg-muted uppercase"
      >
        Trusted by suppliers across the UK
      </h2>
      <div className="relative mx-auto mt-6 max-w-7xl overflow-hidden motion-safe:[mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        <div
          style={loopStyle}
          data-testid="trusted-by-track"
          className="flex w-max gap-14 px-7 text-fg-muted motion-safe:animate-[wac-marquee_var(--wac-marquee-duration)_linear_infinite] motion-safe:hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-8"
        >
          <ul className="flex shrink-0 gap-14 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-8">
            {PARTNER_LOGOS.map((logo) => (
              <li key={logo.name}>
                <PartnerLogoImage logo={logo} />
              </li>
            ))}
          </ul>
          <ul aria-hidden className="flex shrink-0 gap-14 motion-reduce:hidden">
            {PARTNER_LOGOS.map((logo) => (
              <li key={logo.name}>
                <PartnerLogoImage logo={logo} isDecorative />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
