import type { BillingInterval } from '@wac/contract';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/layout/page-loading';
import { paths } from '@/config/paths';
import { useBillingPortal } from '@/hooks/use-billing-portal';
import { useSiteConfig } from '@/hooks/use-site-config';
import { isFreeTier } from '@/lib/tiers';
import { useCheckoutRedirect } from '../hooks/use-checkout-redirect';
import { usePlans } from '../hooks/use-plans';
import { usePromoCodeCheck } from '../hooks/use-promo-code-check';
import { resolvePlanButton, type Visitor } from '../utils/plan-button';
import { findAnnualSavingsLabel } from '../utils/plan-price';
import { BillingIntervalToggle } from './billing-interval-toggle';
import { PlanCard } from './plan-card';
import { PricingFaq } from './pricing-faq';
import { PromoCodeField } from './promo-code-field';

/** Plans, the monthly/annual toggle, the discount code and the FAQ (account-area.md 2). */
export function PricingPage({ visitor }: { visitor: Visitor }) {
  const plansQuery = usePlans();
  const siteConfig = useSiteConfig();
  const [interval, setBillingInterval] = useState<BillingInterval>('monthly');
  const [promoInput, setPromoInput] = useState('');
  const isConfigured = plansQuery.data?.billing_configured ?? false;
  // Paid users change plan in the billing portal, where codes are entered on Stripe's side.
  const canUsePromoCode = isConfigured && isFreeTier(visitor);
  const promo = usePromoCodeCheck(promoInput, canUsePromoCode);
  const { redirectingPriceId, startCheckout } = useCheckoutRedirect();
  const portal = useBillingPortal();

  if (plansQuery.isPending) return <PageLoading />;
  if (plansQuery.isError) {
    return (
      <PageContainer>
        <p role="alert" className="text-center text-fg-muted">
          Could not load our plans. Please refresh the page to try again.
        </p>
      </PageContainer>
    );
  }

  const { plans } = plansQuery.data;
  const salesEmail = siteConfig.data?.billing.sales_email ?? null;
  const billing = { isConfigured, salesEmail };
  const isBusy = redirectingPriceId !== null || portal.isRedirecting;
  const promotionCode = promo.status === 'valid' ? promo.code : null;
  return (
    <PageContainer>
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          Plans that grow with your bids
        </h1>
        <p className="mt-3 text-lg text-fg-muted text-pretty">
          Whether you are a growing company, an SME, a sector specialist or an entrepreneur, find
          more UK public-sector work with the plan that fits.
        </p>
      </header>

      <div className="mt-8 flex flex-col items-center gap-6">
        <BillingIntervalToggle
          value={interval}
          onChange={setBillingInterval}
          savingsLabel={findAnnualSavingsLabel(plans)}
        />
        {!isConfigured ? (
          <p className="flex max-w-xl items-start gap-2 rounded-lg border border-line bg-surface-muted px-4 py-3 text-sm text-fg-muted">
            <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-premium-fg" />
            {salesEmail ? (
              <span>
                Paid plans cannot be bought online at the moment. To upgrade, contact our sales team
                at{' '}
                <a href={`mailto:${salesEmail}`} className="font-medium text-link hover:underline">
                  {salesEmail}
                </a>{' '}
                and we will set up your plan.
              </span>
            ) : (
              <span>
                Paid plans cannot be bought online at the moment. To upgrade, send us a message from
                the{' '}
                <Link to={paths.contact} className="font-medium text-link hover:underline">
                  Contact page
                </Link>{' '}
                and we will set up your plan.
              </span>
            )}
          </p>
        ) : canUsePromoCode ? (
          <PromoCodeField value={promoInput} onChange={setPromoInput} state={promo} />
        ) : null}
      </div>

      <div className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => {
          const button = resolvePlanButton(plan, interval, visitor, billing);
          const priceId = button.kind === 'checkout' ? button.priceId : null;
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              plans={plans}
              interval={interval}
              button={button}
              isRedirecting={priceId !== null && priceId === redirectingPriceId}
              isBusy={isBusy}
              onCheckout={(id) => void startCheckout(id, promotionCode)}
              onOpenPortal={() => void portal.openBillingPortal()}
            />
          );
        })}
      </div>

      <PricingFaq billingOnline={isConfigured} />
    </PageContainer>
  );
}
