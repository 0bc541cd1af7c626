import { useSiteContent } from '../hooks/use-site-content';
import { FeatureShowcase } from './feature-showcase';
import { HowItWorks } from './how-it-works';
import { LandingHero } from './landing-hero';
import { RegisterCta } from './register-cta';
import { Testimonials } from './testimonials';
import { TrustedByStrip } from './trusted-by-strip';

/**
 * The landing page (public-area.md sections 1 and 2 "Landing"). Sections below the hero use
 * `content-visibility: auto`, so the browser lays out and paints them only as they scroll near.
 * Partners and testimonials come only from the operator content file (ADR 0142): without one,
 * or while it loads, those sections are not shown.
 */
export function LandingPage({ isSignedIn }: { isSignedIn: boolean }) {
  const content = useSiteContent().data;
  return (
    <>
      <LandingHero />
      <TrustedByStrip partners={content?.partners ?? []} />
      <HowItWorks />
      <FeatureShowcase />
      <Testimonials testimonials={content?.testimonials ?? []} />
      <RegisterCta isSignedIn={isSignedIn} />
    </>
  );
}
