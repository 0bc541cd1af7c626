import { BellRing, Building2, Database, Search, Trophy, Users } from 'lucide-react';
import { PageContainer } from '@/components/layout/page-container';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AboutSection } from './about-section';

const OGL_URL = 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/';

const OFFERS = [
  {
    Icon: Search,
    title: 'Search without an account',
    text: 'Every planning notice, tender and award from all four portals, with filters for stage, region, value, buyer, CPV code, dates and source.',
  },
  {
    Icon: Trophy,
    title: 'Procurement leaderboards',
    text: 'The buyers that spend most and the suppliers that win most, all time or, with a free account, by year and month.',
  },
  {
    Icon: BellRing,
    title: 'Alerts and favourites',
    text: 'Save the opportunities you are working on and, on a paid plan, get new matches for your alert profiles by email.',
  },
];

/** What WAC is, who it is for and where its data comes from. */
export function AboutPage() {
  return (
    <PageContainer>
      <div className="mx-auto max-w-4xl">
        <p className="text-sm font-semibold tracking-wide text-brand-soft-fg uppercase">About us</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance">
          Public sector work, found in one place
        </h1>
        <p className="mt-4 text-lg text-fg-muted">
          WAC helps suppliers find UK public-sector procurement opportunities: planning notices,
          open tenders and contract awards, gathered from the UK governments’ publication portals
          and made searchable in one place.
        </p>

        <AboutSection Icon={Building2} title="Why we built it">
          <p>
            Public bodies publish lower-value opportunities on Contracts Finder and high-value ones
            on Find a Tender; Scottish and Welsh buyers publish on Public Contracts Scotland and
            Sell2Wales, and Northern Ireland’s larger contracts reach Find a Tender. A bid team that
            wants to see everything has to check them all every day, in different formats, and work
            out which notices are the same procurement posted twice.
          </p>
          <p>
            WAC reads all four portals regularly, merges notices that were cross-posted, and gives
            each opportunity one page and one WAC ID that you can paste into the search bar or share
            with colleagues.
          </p>
        </AboutSection>

        <AboutSection Icon={Users} title="Who it is for">
          <p>
            Small and medium-sized businesses, sector specialists, growing companies and
            entrepreneurs who want to win public contracts without paying for a bid department.
            Buyers appear in WAC as data: you can see who is buying what, and how much they spend.
          </p>
        </AboutSection>

        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {OFFERS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
              <Icon aria-hidden className="size-6 text-brand" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1.5 text-sm text-fg-muted">{text}</p>
            </li>
          ))}
        </ul>

        <AboutSection Icon={Database} title="Where the data comes from">
          <p>
            Every notice is published by a UK public body on Contracts Finder, Find a Tender, Public
            Contracts Scotland or Sell2Wales and reused under the{' '}
            <a href={OGL_URL} className="text-link underline underline-offset-2 hover:no-underline">
              Open Government Licence v3.0
            </a>
            . We do not change what buyers publish: each opportunity links to its original notice,
            which is the authoritative version to read before you bid.
          </p>
        </AboutSection>

        <div className="mt-12 flex flex-wrap gap-3">
          <ButtonLink to={paths.defaultSearch}>Search opportunities</ButtonLink>
          <ButtonLink to={paths.contact} variant="secondary">
            Contact us
          </ButtonLink>
        </div>
      </div>
    </PageContainer>
  );
}
