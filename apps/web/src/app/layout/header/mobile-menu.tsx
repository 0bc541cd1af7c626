import { LogOut, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { paths } from '@/config/paths';
import type { User } from '@/features/auth/types';
import { cn } from '@/lib/class-names';
import { AuthButtons } from './auth-buttons';
import type { NavItem } from './use-nav-items';

export interface MobileMenuProps {
  items: NavItem[];
  user: User | null;
  onLogout: () => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The menu button outside this lazily loaded dialog: focus goes back there on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center justify-between rounded-lg px-3 py-2.5 text-base font-medium',
    isActive ? 'bg-brand-soft text-brand-soft-fg' : 'text-fg hover:bg-surface-muted',
  );

/**
 * A slide-over menu below the lg breakpoint: every link (Leaderboards only here), plus sign-in or
 * account actions. Loaded on demand by MobileMenuButton, which owns the trigger and open state.
 */
export function MobileMenu({
  items,
  user,
  onLogout,
  isOpen,
  onOpenChange,
  triggerRef,
}: MobileMenuProps) {
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm motion-safe:animate-[wac-fade-in_150ms_ease-out] lg:hidden" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto border-l border-line bg-surface p-4 shadow-2xl motion-safe:animate-[wac-slide-in_200ms_ease-out] lg:hidden"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label="Close menu">
                <X aria-hidden className="size-5" />
              </IconButton>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Site navigation and account links
          </Dialog.Description>
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={linkClass} onClick={close}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 border-t border-line pt-4">
            {user ? (
              <>
                <p className="truncate px-3 pb-2 text-sm text-fg-muted">{user.email}</p>
                <NavLink to={paths.accountProfile} className={linkClass} onClick={close}>
                  My Account
                </NavLink>
                <NavLink to={paths.workspaces} className={linkClass} onClick={close}>
                  Workspaces
                </NavLink>
                <Button
                  variant="secondary"
                  className="mt-4 w-full"
                  onClick={() => {
                    close();
                    onLogout();
                  }}
                >
                  <LogOut aria-hidden className="size-4" />
                  Logout
                </Button>
              </>
            ) : (
              <AuthButtons className="[&>*]:flex-1" onNavigate={close} />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
