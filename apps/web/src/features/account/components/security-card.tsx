import { ShieldCheck } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AccountCard } from './account-card';

export function SecurityCard() {
  return (
    <AccountCard icon={ShieldCheck} title="Security">
      <p className="mb-4 text-sm text-fg-muted">
        We will email you a link to choose a new password.
      </p>
      <ButtonLink to={paths.passwordReset} variant="secondary" size="sm">
        Change Password
      </ButtonLink>
    </AccountCard>
  );
}
