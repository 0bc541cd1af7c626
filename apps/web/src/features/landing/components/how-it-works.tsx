import { FileSearch, type LucideIcon, Search, Trophy } from 'lucide-react';

interface Step {
  title: string;
  text: string;
  Icon: LucideIcon;
}

/** The three-step explainer (public-area.md section 1). */
const STEPS: Step[] = [
  {
    title: 'Search and discover',
    text: 'Search every notice from Contracts Finder, Find a Tender, Public Contracts Scotland and Sell2Wales at once, by keyword, buyer, CPV code, region, value or date.',
    Icon: Search,
  },
  {
    title: 'Analyse and qualify',
    text: 'Open an opportunity to see its deadlines, value, award criteria and documents, and who has won similar work before.',
    Icon: FileSearch,
  },
  {
    title: 'Apply and win',
    text: 'Save favourites, get alerts for new matches and go straight to the buyer’s own portal to submit your bid.',
    Icon: Trophy,
  },
];

export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-it-works-title"
      className="[content-visibility:auto] [contain-intrinsic-size:auto_36rem] mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <h2 id="how-it-works-title" className="text-center text-3xl font-bold tracking-tight">
        How it works
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-fg-muted">
        From the first search to a submitted bid in three steps.
      </p>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ title, text, Icon }, index) => (
          <li key={title} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand-soft-fg">
                <Icon aria-hidden className="size-6" />
              </span>
              <span className="text-sm font-semibold text-fg-muted">Step {index + 1}</span>
            </div>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-fg-muted">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
