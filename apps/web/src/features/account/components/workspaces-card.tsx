import { Building2 } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AccountCard } from './account-card';

/** The way from the account page to the workspaces (members, roles, invitations, audit log). */
export function WorkspacesCard() {
  return (
    <AccountCard icon={Building2} title="Workspaces">
      <p className="text-sm text-fg-muted">
        Your workspaces: their members and roles, invitations and settings.
      </p>
      <ButtonLink to={paths.workspaces} variant="secondary" className="mt-4">
        Open workspaces
      </ButtonLink>
    </AccountCard>
  );
}
