// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PricingFaq } from './pricing-faq';

afterEach(cleanup);

async function answerOf(question: string): Promise<string> {
  await userEvent.click(screen.getByRole('button', { name: question }));
  return screen.getByRole('region', { name: question }).textContent ?? '';
}

describe('the pricing FAQ says only what is true', () => {
  it('never calls team seats and audit logs still being built: they work', async () => {
    render(<PricingFaq billingOnline />);
    const answer = await answerOf('When will Enterprise be available?');
    expect(answer).not.toMatch(/still being built/);
    expect(answer).toContain('audit log already work');
  });

  it('without online billing, sends people to sales, not to Manage Billing, Stripe or a code box', async () => {
    render(<PricingFaq billingOnline={false} />);
    expect(await answerOf('Can I cancel at any time?')).toContain('our sales team');
    expect(await answerOf('How do I pay?')).toContain('cannot be bought online');
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq.textContent).not.toMatch(/Manage Billing|Stripe/);
    expect(screen.queryByRole('button', { name: 'How do discount codes work?' })).toBeNull();
  });

  it('with online billing, explains Manage Billing, discount codes and Stripe', async () => {
    render(<PricingFaq billingOnline />);
    expect(await answerOf('Can I cancel at any time?')).toContain('Manage Billing');
    expect(await answerOf('How do I pay, and is my card safe?')).toContain('Stripe');
    expect(screen.getByRole('button', { name: 'How do discount codes work?' })).toBeDefined();
  });
});
