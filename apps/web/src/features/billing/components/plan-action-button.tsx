import { Mail } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import type { PlanButton } from '../utils/plan-button';

interface PlanActionButtonProps {
  button: PlanButton;
  isHighlighted: boolean;
  /** True while this plan's checkout is being prepared. */
  isRedirecting: boolean;
  /** True while any plan is redirecting: the others wait. */
  isBusy: boolean;
  onCheckout: (priceId: string) => void;
  onOpenPortal: () => void;
}

export function PlanActionButton(props: PlanActionButtonProps) {
  const { button, isHighlighted, isRedirecting, isBusy } = props;
  const variant = isHighlighted ? 'primary' : 'secondary';
  const className = 'w-full';
  switch (button.kind) {
    case 'current':
      return (
        <Button variant="secondary" className={className} disabled>
          {button.label}
        </Button>
      );
    case 'link':
      return (
        <ButtonLink to={button.to} variant={variant} className={className}>
          {button.label}
        </ButtonLink>
      );
    case 'mailto':
      return (
        <a href={button.href} className={buttonClassName({ variant: 'secondary', className })}>
          <Mail aria-hidden className="size-4" />
          {button.label}
        </a>
      );
    case 'portal':
      return (
        <Button
          variant="secondary"
          className={className}
          disabled={isBusy}
          onClick={props.onOpenPortal}
        >
          {button.label}
        </Button>
      );
    case 'checkout':
      return (
        <Button
          variant={variant}
          className={className}
          disabled={isBusy}
          aria-busy={isRedirecting}
          onClick={() => props.onCheckout(button.priceId)}
        >
          {isRedirecting ? (
            <>
              <Spinner className="size-4 border-on-brand/40 border-t-on-brand" />
              Redirecting to checkout...
            </>
          ) : (
            button.label
          )}
        </Button>
      );
  }
}
