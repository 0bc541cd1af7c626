import { FeatureShowcase } from './feature-showcase';
import { HowItWorks } from './how-it-works';
import { LandingHero } from './landing-hero';
import { RegisterCta } from './register-cta';
import { Testimonials } from './testimonials';
import { TrustedByStrip } from './trusted-by-strip';

/**
 * The landing page (public-area.md sections 1 and 2 "Landing"). Sections below the hero use
 * `content-visibility: auto`, so the browser lays out and paints them only as they scroll near.
 */
export function LandingPage({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <>
      <LandingHero />
      <TrustedByStrip />
      <HowItWorks />
      <FeatureShowcase />
      <Testimonials />
      <RegisterCta isSignedIn={isSignedIn} />
    </>
  );
}
