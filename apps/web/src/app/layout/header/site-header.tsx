import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { AuthButtons } from './auth-buttons';
import { DesktopNav } from './desktop-nav';
import { HeaderLogoLink } from './header-logo-link';
import { LazyUserMenu } from './lazy-user-menu';
import { MobileMenuButton } from './mobile-menu-button';
import { useNavItems } from './use-nav-items';

/** The shared header (public-area.md section 2 "Header"). */
export function SiteHeader() {
  const { isAuthenticated, isLoading, token, user, logout } = useAuth();
  const navItems = useNavItems();
  const navigate = useNavigate();
  // Only the start-up session check hides the auth controls; a login in progress does not.
  const isRestoringSession = isLoading && Boolean(token) && !isAuthenticated;
  const signedInUser = isAuthenticated ? user : null;

  const handleLogout = () => {
    void logout();
    toast.success('You have been logged out.');
    navigate(paths.home);
  };

  return (
    // Opaque: a translucent bar let the headings it scrolls over show through its links.
    <header className="sticky top-0 z-30 border-b border-line bg-surface">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <HeaderLogoLink />
        <div className="flex flex-1 justify-center">
          <DesktopNav items={navItems} />
        </div>
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          {isRestoringSession && (
            <span
              role="status"
              className="h-9 w-28 motion-safe:animate-pulse rounded-lg bg-surface-muted"
            >
              <span className="sr-only">Checking your session…</span>
            </span>
          )}
          {!isRestoringSession && signedInUser && (
            <LazyUserMenu user={signedInUser} onLogout={handleLogout} />
          )}
          {!isRestoringSession && !signedInUser && <AuthButtons className="hidden sm:flex" />}
          <MobileMenuButton items={navItems} user={signedInUser} onLogout={handleLogout} />
        </div>
      </div>
    </header>
  );
}
