import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useWorkspaces } from '@/features/pipeline/hooks/use-workspaces';
import { isPaidTier } from '@/lib/tiers';

export interface NavItem {
  label: string;
  to: string;
  /** Leaderboards is only listed in the mobile menu (public-area.md "Header"). */
  isMobileOnly?: boolean;
}

/** The pricing link reads Upgrade for signed-in free users and Your Plan for paid users. */
function getPricingLabel(isAuthenticated: boolean, isPaid: boolean): string {
  if (!isAuthenticated) return 'Pricing';
  return isPaid ? 'Your Plan' : 'Upgrade';
}

/** The header's navigation links for the current visitor, in display order. */
export function useNavItems(): NavItem[] {
  const { isAuthenticated, user } = useAuth();
  // Only people in a workspace have a pipeline; the others meet it on the pricing page.
  const hasWorkspace = useWorkspaces().workspaces.length > 0;
  const signedInItems: NavItem[] = isAuthenticated
    ? [
        { label: 'My Favourites', to: paths.favourites },
        { label: 'My Alerts', to: paths.alerts },
        ...(hasWorkspace ? [{ label: 'Pipeline', to: paths.pipeline }] : []),
      ]
    : [];
  return [
    { label: 'Search', to: paths.defaultSearch },
    { label: 'Leaderboards', to: paths.leaderboards, isMobileOnly: true },
    { label: 'Radar', to: paths.radar },
    ...signedInItems,
    { label: 'About', to: paths.about },
    { label: getPricingLabel(isAuthenticated, isPaidTier(user)), to: paths.pricing },
    { label: 'Contact Us', to: paths.contact },
  ];
}
