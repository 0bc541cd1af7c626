import {
  Bell,
  BellRing,
  Building2,
  ChevronDown,
  CircleUser,
  Database,
  Eye,
  Heart,
  LogOut,
  Sparkles,
  UserRound,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EmailAddress } from '@/components/ui/email-address';
import { paths } from '@/config/paths';
import type { User } from '@/features/auth/types';
import { cn } from '@/lib/class-names';
import { isFreeTier } from '@/lib/tiers';

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-fg outline-none ' +
  'data-[highlighted]:bg-surface-muted';

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={ITEM_CLASS}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

const iconClass = 'size-4 text-fg-muted';

/** The signed-in user's menu (public-area.md "Header"). */
export function UserMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const isFree = isFreeTier(user);
  const shortName = user.first_name || user.email.split('@')[0];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${user.email}`}
        className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-fg hover:bg-surface-muted data-[state=open]:bg-surface-muted"
      >
        <CircleUser aria-hidden className="size-6 text-fg-muted" />
        <span className="hidden max-w-32 truncate xl:inline">{shortName}</span>
        <ChevronDown aria-hidden className="hidden size-4 text-fg-muted sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-xl"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <span className="block text-xs text-fg-muted">Signed in as</span>
            {/* Wrapped, not cut off: the address is how people tell their accounts apart. */}
            <EmailAddress email={user.email} className="block text-sm font-semibold" />
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <MenuLink
            to={paths.accountProfile}
            icon={<UserRound aria-hidden className={iconClass} />}
          >
            My Account
          </MenuLink>
          <MenuLink to={paths.favourites} icon={<Heart aria-hidden className={iconClass} />}>
            My Favourites
          </MenuLink>
          {user.is_staff && (
            <MenuLink to={paths.staffSources} icon={<Database aria-hidden className={iconClass} />}>
              Data sources
            </MenuLink>
          )}
          <MenuLink to={paths.alerts} icon={<Bell aria-hidden className={iconClass} />}>
            My Alert Profiles
            {isFree && (
              <Badge tone="premium" className="ml-auto">
                Premium
              </Badge>
            )}
          </MenuLink>
          <MenuLink to={paths.following} icon={<Eye aria-hidden className={iconClass} />}>
            Following
          </MenuLink>
          <MenuLink to={paths.watches} icon={<BellRing aria-hidden className={iconClass} />}>
            Watched procurements
          </MenuLink>
          <MenuLink to={paths.workspaces} icon={<Building2 aria-hidden className={iconClass} />}>
            Workspaces
          </MenuLink>
          {isFree && (
            <MenuLink
              to={paths.pricing}
              icon={<Sparkles aria-hidden className="size-4 text-premium-fg" />}
            >
              <span className="font-semibold">Upgrade to Premium</span>
            </MenuLink>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={cn(ITEM_CLASS)} onSelect={onLogout}>
            <LogOut aria-hidden className={iconClass} />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
