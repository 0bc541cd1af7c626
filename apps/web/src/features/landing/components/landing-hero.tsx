import { HeroSearch } from './hero-search';
import { LiveFigures } from './live-figures';

export function LandingHero() {
  return (
    <section
      aria-labelledby="landing-title"
      className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-soft/70 to-canvas"
    >
      <div className="mx-auto w-full max-w-7xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-brand-soft-fg uppercase">
          Four UK government portals in one search
        </p>
        <h1
          id="landing-title"
          className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
        >
          Find UK public sector tenders in one place
        </h1>
        <p className="mx-auto mt-4 mb-8 max-w-2xl text-lg text-fg-muted text-pretty">
          Search planning notices, live tenders and contract awards from every part of the UK public
          sector, and get an email when new work matches what you do.
        </p>
        <HeroSearch />
        <LiveFigures />
      </div>
    </section>
  );
}
