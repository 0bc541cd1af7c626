import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

const FAQ_ITEMS = [
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Open Manage Billing from your account page to cancel or change your plan. You keep your paid features until the end of the period you have paid for, then your account returns to the Free plan.',
  },
  {
    question: 'How does annual billing work?',
    answer:
      'Annual plans are paid once a year and cost less than twelve monthly payments: Premium is £252 a year (£21 a month) and Professional £1,008 a year (£84 a month).',
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
  {
    question: 'What happens to my favourites and alerts if I downgrade?',
    answer:
      'Nothing is deleted. If you have more favourites or alert profiles than the new plan allows, you can still see them but cannot add more until you are under the limit.',
  },
  {
    question: 'When will Enterprise be available?',
    answer:
      'Enterprise is coming soon. If you need team seats, an account manager or an SLA, contact our sales team and we will tailor a plan for you.',
  },
] as const;

/** Common questions about plans, as a single-open accordion. */
export function PricingFaq() {
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
        {FAQ_ITEMS.map((item) => (
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
