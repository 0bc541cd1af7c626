import { CircleUser } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { User } from '@/features/auth/types';

// Radix DropdownMenu and its positioning code load only for signed-in visitors.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

/** Same footprint as the menu's trigger, so the header does not shift when the menu arrives. */
function UserMenuPlaceholder() {
  return (
    <span className="inline-flex h-10 items-center px-2" aria-hidden>
      <CircleUser className="size-6 text-fg-muted" />
    </span>
  );
}

export function LazyUserMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  return (
    <Suspense fallback={<UserMenuPlaceholder />}>
      <UserMenu user={user} onLogout={onLogout} />
    </Suspense>
  );
}
