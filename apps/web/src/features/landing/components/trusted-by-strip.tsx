import type { OperatorPartner } from '@wac/contract';
import type { CSSProperties } from 'react';
import { LOGO_STRIP_LOOP_SECONDS } from '@/config/constants';
import { cn } from '@/lib/class-names';
import { PartnerMark } from './partner-mark';

/** Below this many partners the strip stands still: a short list sliding past looks empty. */
const MIN_PARTNERS_TO_LOOP = 6;

/**
 * The operator's partners (ADR 0142); nothing at all when the content file lists none. Six or
 * more scroll in a 30 s loop: the list is drawn twice and slid by half its width, so the loop has
 * no seam, and the copy is hidden from assistive technology. People who prefer reduced motion,
 * and shorter lists, get the marks standing still and wrapped.
 */
export function TrustedByStrip({ partners }: { partners: readonly OperatorPartner[] }) {
  if (partners.length === 0) return null;
  const isLooping = partners.length >= MIN_PARTNERS_TO_LOOP;
  const loopStyle = { '--wac-marquee-duration': `${LOGO_STRIP_LOOP_SECONDS}s` } as CSSProperties;
  const standingStill = 'w-full flex-wrap justify-center gap-8';
  return (
    <section aria-labelledby="trusted-by-title" className="border-b border-line bg-surface py-10">
      <h2
        id="trusted-by-title"
        className="px-4 text-center text-sm font-semibold tracking-wide text-fg-muted uppercase"
      >
        Trusted by
      </h2>
      <div
        className={cn(
          'relative mx-auto mt-6 max-w-7xl overflow-hidden',
          isLooping &&
            'motion-safe:[mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]',
        )}
      >
        <div
          style={isLooping ? loopStyle : undefined}
          data-testid="trusted-by-track"
          className={cn(
            'flex px-7 text-fg-muted',
            isLooping
              ? 'w-max gap-14 motion-safe:animate-[wac-marquee_var(--wac-marquee-duration)_linear_infinite] motion-safe:hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-8'
              : standingStill,
          )}
        >
          <ul
            className={cn(
              'flex',
              isLooping
                ? 'shrink-0 gap-14 motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-8'
                : standingStill,
            )}
          >
            {partners.map((partner) => (
              <li key={partner.name}>
                <PartnerMark partner={partner} />
              </li>
            ))}
          </ul>
          {isLooping ? (
            <ul aria-hidden className="flex shrink-0 gap-14 motion-reduce:hidden">
              {partners.map((partner) => (
                <li key={partner.name}>
                  <PartnerMark partner={partner} isDecorative />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
