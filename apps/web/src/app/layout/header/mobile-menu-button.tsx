import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import type { User } from '@/features/auth/types';
import type { NavItem } from './use-nav-items';

const loadMobileMenu = () => import('./mobile-menu');
// The dialog (Radix Dialog, focus trap, scroll lock) is only needed once someone opens the menu:
// keeping it out of the first download is a good part of the landing page's JS budget.
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

interface MobileMenuButtonProps {
  items: NavItem[];
  user: User | null;
  onLogout: () => void;
}

/** The menu button below the lg breakpoint; fetches the menu's code on hover, focus or tap. */
export function MobileMenuButton({ items, user, onLogout }: MobileMenuButtonProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [isRequested, setIsRequested] = useState(false);
  const prefetch = () => void loadMobileMenu();

  return (
    <>
      <IconButton
        ref={triggerRef}
        label="Open menu"
        className="lg:hidden"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setIsRequested(true);
          setIsOpen(true);
        }}
      >
        <Menu aria-hidden className="size-6" />
      </IconButton>
      {isRequested && (
        <Suspense fallback={null}>
          <MobileMenu
            items={items}
            user={user}
            onLogout={onLogout}
            isOpen={isOpen}
            onOpenChange={setIsOpen}
            triggerRef={triggerRef}
          />
        </Suspense>
      )}
    </>
  );
}
