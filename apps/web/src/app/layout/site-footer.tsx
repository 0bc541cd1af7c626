import { Link } from 'react-router';
import { WacMark } from '@/components/brand/wac-logo';
import { paths } from '@/config/paths';

// The spec's three (public-area.md section 1), then Leaderboards (the header lists it in the
// mobile menu only, so a desktop visitor reaches it here) and the portals' coverage.
const FOOTER_LINKS = [
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Leaderboards', to: paths.leaderboards },
  { label: 'Coverage', to: paths.coverage },
];

const OGL_URL = 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 text-sm text-fg-muted sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="max-w-2xl space-y-2">
          <p className="flex items-center gap-2 font-semibold text-fg">
            <WacMark className="size-6" />© {year} WAC
          </p>
          <p>
            Contains public sector information licensed under the{' '}
            <a href={OGL_URL} className="text-link underline underline-offset-2 hover:no-underline">
              Open Government Licence v3.0
            </a>
            .
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="font-medium text-fg-muted hover:text-fg hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
