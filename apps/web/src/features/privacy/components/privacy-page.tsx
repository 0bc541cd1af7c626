import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { paths } from '@/config/paths';
import { DataWeHold } from './data-we-hold';
import { PrivacySection } from './privacy-section';

/** Bump when the policy's substance changes. */
const LAST_UPDATED = '22 November 2026';
const ICO_URL = 'https://ico.org.uk/make-a-complaint/';

const linkClass = 'text-link underline underline-offset-2 hover:no-underline';

/** The Privacy Policy: what WAC holds, why, for how long, and how to delete an account. */
export function PrivacyPage() {
  return (
    <PageContainer>
      <div className="mx-auto max-w-4xl">
        <h1 className="text-4xl font-extrabold tracking-tight">Privacy Policy</h1>
        <p className="mt-2 text-sm text-fg-muted">Last updated {LAST_UPDATED}</p>
        <p className="mt-6 text-lg text-fg-muted">
          WAC is a search service for UK public-sector tenders. We hold as little personal data as
          the service needs, we never sell it, and we do not use advertising or tracking cookies.
          This page explains what we hold, why, for how long, and how to have it deleted.
        </p>

        <PrivacySection id="privacy-who" title="Who we are">
          <p>
            WAC is the controller of the personal data described here, under the UK General Data
            Protection Regulation and the Data Protection Act 2018. For any question about your
            data,{' '}
            <Link to={paths.contact} className={linkClass}>
              contact us
            </Link>
            .
          </p>
        </PrivacySection>

        <PrivacySection id="privacy-held" title="What we hold, why, and for how long">
          <p>
            Searching, reading opportunities and the all-time leaderboards need no account, and we
            store nothing about you when you use them. With an account we hold:
          </p>
          <DataWeHold />
          <p>
            Our lawful basis is the contract with you (to provide the account and the plan you
            chose) and, for abuse prevention on the contact form, our legitimate interest in keeping
            the service working. Our server logs record IP addresses for security and are deleted
            within 30 days.
          </p>
        </PrivacySection>

        <PrivacySection id="privacy-browser" title="What your browser stores">
          <p>
            We use your browser’s own storage: your sign-in token and a copy of your name and plan
            (so you stay signed in), your light or dark theme choice, and, for the current tab only,
            your last search and whether you closed the sample-data notice. Signing out clears the
            sign-in data. If you choose the compact results layout, one cookie remembers that choice
            so that search pages arrive already laid out that way; we set no other cookies.
          </p>
        </PrivacySection>

        <PrivacySection id="privacy-notices" title="Names in procurement notices">
          <p>
            Opportunities are published by public bodies under the Open Government Licence and can
            name buyers, suppliers and contact people. We show them as published. To have a notice
            corrected, contact the buyer that published it; the original notice is linked from every
            opportunity.
          </p>
        </PrivacySection>

        <PrivacySection id="privacy-delete" title="How to delete your account">
          <p>
            Sign in, open{' '}
            <Link to={paths.accountProfile} className={linkClass}>
              My Account
            </Link>
            , choose <strong className="text-fg">Delete account</strong> and confirm with your
            password. We then delete, at once and for good, your account and profile, sessions,
            favourites, alert profiles and their history, usage counters, billing customer record,
            and any contact messages sent from your email address.
          </p>
          <p>
            If you pay for a plan, cancel the subscription first so you are not charged again. If
            you cannot sign in, contact us from the address on the account and we will delete it for
            you.
          </p>
        </PrivacySection>

        <PrivacySection id="privacy-rights" title="Your rights">
          <p>
            You can ask for a copy of your data, correct it (most of it on My Account), have it
            deleted, or object to or restrict how we use it. We answer within one month. If you are
            unhappy with how we handle your data you can complain to the{' '}
            <a href={ICO_URL} className={linkClass}>
              Information Commissioner’s Office
            </a>
            .
          </p>
        </PrivacySection>

        <PrivacySection id="privacy-security" title="Security and processors">
          <p>
            Passwords are stored as scrypt hashes and sign-in tokens as SHA-256 hashes, so a copy of
            our database would not let anyone sign in as you. Our processors are our hosting
            provider, our email delivery provider and Stripe for payments; each handles data only to
            provide its service to us.
          </p>
        </PrivacySection>
      </div>
    </PageContainer>
  );
}
