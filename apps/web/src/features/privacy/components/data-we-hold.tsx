interface HeldData {
  what: string;
  why: string;
  kept: string;
}

/** Every kind of personal data the service stores (apps/server/migrations), why and how long. */
const HELD_DATA: HeldData[] = [
  {
    what: 'Account: email address, first and last name, company name, industry, phone number (optional), date joined, last sign-in',
    why: 'To create and run your account, sign you in and send the emails you ask for.',
    kept: 'Until you delete your account.',
  },
  {
    what: 'Password',
    why: 'To sign you in. We store only a one-way scrypt hash, never the password itself.',
    kept: 'Until you change it or delete your account.',
  },
  {
    what: 'Sign-in sessions, email confirmation, password reset and one-time sign-in links',
    why: 'To keep you signed in and to prove you own your email address. Stored only as hashes.',
    kept: 'Sessions end 30 days after last use or at logout; confirmation links expire after 72 hours, reset links after 60 minutes and sign-in links after 15 minutes.',
  },
  {
    what: 'Favourites',
    why: 'The opportunities you save, so you can find them again.',
    kept: 'Until you remove them or delete your account.',
  },
  {
    what: 'Alert profiles and the alerts sent',
    why: 'Your saved search criteria, and which opportunities we have emailed you, so no alert is sent twice.',
    kept: 'Until you delete the profile or your account.',
  },
  {
    what: 'Usage counters',
    why: 'How many actions you take each day, to apply the daily limits of the free plan. We do not record what you searched for.',
    kept: 'Until you delete your account.',
  },
  {
    what: 'Billing: payment provider customer id, plan and subscription status',
    why: 'To give paid plans their features. Card details go straight to our payment provider (Stripe) and never reach our servers.',
    kept: 'Until you delete your account. Stripe keeps invoices for as long as UK tax law requires.',
  },
  {
    what: 'Contact messages: your name, email address, message, IP address and browser name',
    why: 'To answer you, and to stop abuse of the form.',
    kept: '12 months, then deleted automatically; at once if you delete an account with the same email address.',
  },
  {
    what: 'Record of emails sent: recipient and subject',
    why: 'So that a retry never sends you the same email twice.',
    kept: 'The address and subject are erased when you delete your account.',
  },
];

export function DataWeHold() {
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-line">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">Personal data we hold, why, and for how long</caption>
        <thead className="bg-surface-muted text-fg">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              What we hold
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Why
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              How long
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-surface align-top text-fg-muted">
          {HELD_DATA.map((row) => (
            <tr key={row.what}>
              <th scope="row" className="px-4 py-3 font-medium text-fg">
                {row.what}
              </th>
              <td className="px-4 py-3">{row.why}</td>
              <td className="px-4 py-3">{row.kept}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
