import { DAILY_LIMIT_RESETS, describeCountedActions, FREE_DAILY_ACTION_LIMIT } from '@wac/contract';
import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

type FaqItem = { question: string; answer: string };

const ANNUAL_BILLING_ANSWER =
  'Annual plans are paid once a year and cost less than twelve monthly payments: Premium is £252 a year (£21 a month) and Professional £1,008 a year (£84 a month).';

const GENERAL_ITEMS: readonly FaqItem[] = [
  {
    question: 'What can I do without an account, and on the Free plan?',
    // The free limit counts only what needs an account (ADR 0143): signing up never loses anything.
    answer: `Anyone can search every opportunity, page through every result, open every opportunity, and see the all-time leaderboards and the first page of the re-tender radar, as often as they like. A free account adds favourites, attachment downloads, CSV exports of your favourites and leaderboards by year and month. Only ${describeCountedActions()} count towards its ${FREE_DAILY_ACTION_LIMIT} daily actions (the count ${DAILY_LIMIT_RESETS}), so signing up never limits anything you could do before.`,
  },
  {
    question: 'What does Professional add to Premium?',
    answer:
      'The whole re-tender radar: when each contract ending soon is likely to be tendered again, and every page of contracts, where other plans see the first page without dates. Professional also keeps more favourites and exports larger searches, as its card says, and adds pipeline planning, a win-probability estimator with a bid/no-bid scorecard, and proposal templates that start each response as a Word document.',
  },
];

/** Answers that hold only while Stripe checkout and the billing portal are on. */
const ONLINE_BILLING_ITEMS: readonly FaqItem[] = [
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Open Manage Billing from your account page to cancel or change your plan. You keep your paid features until the end of the period you have paid for, then your account returns to the Free plan.',
  },
  {
    question: 'How does annual billing work?',
    answer: ANNUAL_BILLING_ANSWER,
  },
  {
    question: 'How do discount codes work?',
    answer:
      'Type your code in the discount code box before choosing a plan. We check it as you type and apply it at checkout; the message under the box says how much it takes off and for how long.',
  },
  {
    question: 'How do I pay, and is my card safe?',
    answer:
      'Payments are handled by Stripe on its secure checkout page. Your card details go to Stripe directly and never touch our servers.',
  },
];

/** The same questions while paid plans cannot be bought online (no discount code box then). */
const SALES_BILLING_ITEMS: readonly FaqItem[] = [
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Paid plans cannot be bought or changed online at the moment: our sales team sets them up, and changes or cancels yours when you contact them.',
  },
  {
    question: 'How does annual billing work?',
    answer: ANNUAL_BILLING_ANSWER,
  },
  {
    question: 'How do I pay?',
    answer:
      'Paid plans cannot be bought online at the moment: contact our sales team and they will set up your plan.',
  },
];

const CLOSING_ITEMS: readonly FaqItem[] = [
  {
    question: 'What happens to my favourites and alerts if I downgrade?',
    answer:
      'Nothing is deleted. If you have more favourites or alert profiles than the new plan allows, you can still see them but cannot add more until you are under the limit.',
  },
  {
    question: 'When will Enterprise be available?',
    // Its team workspace (ADR 0175) and audit log (ADR 0205) exist; what waits is selling it.
    answer:
      'Enterprise is not sold online yet. Its team workspaces, with seats, roles and invitations, and their audit log already work: contact our sales team to set your team up or to talk about what it needs.',
  },
];

/**
 * Common questions about plans, as a single-open accordion; the billing answers follow whether
 * plans can be bought online (Stripe configured) or only through the sales team.
 */
export function PricingFaq({ billingOnline }: { billingOnline: boolean }) {
  const items = [
    ...GENERAL_ITEMS,
    ...(billingOnline ? ONLINE_BILLING_ITEMS : SALES_BILLING_ITEMS),
    ...CLOSING_ITEMS,
  ];
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto mt-20 max-w-3xl">
      <h2 id="pricing-faq-title" className="text-center text-2xl font-bold tracking-tight">
        Frequently asked questions
      </h2>
      <Accordion.Root
        type="single"
        collapsible
        className="mt-8 divide-y divide-line rounded-2xl border border-line bg-surface"
      >
        {items.map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-surface-muted/60">
                {item.question}
                <ChevronDown
                  aria-hidden
                  className="size-4 shrink-0 text-fg-muted transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-4 text-sm text-fg-muted text-pretty">
              {item.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
