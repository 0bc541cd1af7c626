import { DEFAULT_SEARCH_SORT } from '@wac/contract/search-constants';

/** Client routes (public-area.md and account-area.md section 2). Build links from these. */
export const paths = {
  home: '/',
  search: '/search',
  /** An opportunity's page (the route pattern; build links with buildOpportunityPath). */
  opportunity: '/opportunity/:opportunityId',
  /** The default search link used by navigation ("Search" in the header). */
  defaultSearch: `/search?sort=${DEFAULT_SEARCH_SORT}`,
  leaderboards: '/leaderboards',
  /** A buyer's and a supplier's page (issue 19); build links with buildBuyerPath and friends. */
  buyer: '/buyer/:organisationId',
  supplier: '/supplier/:organisationId',
  /** The re-tender radar: contracts ending soon. */
  radar: '/radar',
  login: '/login',
  register: '/register',
  verifyEmail: '/auth/verify-email',
  passwordReset: '/auth/password-reset',
  /** A one-time sign-in link emailed to a locked-out owner (ADR 0171). */
  signInLink: '/auth/sign-in-link/:token',
  about: '/about',
  contact: '/contact',
  pricing: '/pricing',
  privacy: '/privacy',
  /** Each portal's sync state and notices per day (public). */
  coverage: '/coverage',
  account: '/account',
  accountProfile: '/account/profile',
  /** Staff only: each portal's sync state. */
  staffSources: '/staff/sources',
  favourites: '/account/favourites',
  alerts: '/account/alerts',
  /** The buyers and suppliers the user follows. */
  following: '/account/following',
  /** The one-click unsubscribe link of alert digests (the server writes the token in). */
  alertUnsubscribe: '/alerts/unsubscribe/:token',
  /** The link of a workspace invitation email (contract workspaceInvitationPath builds it). */
  workspaceInvite: '/workspaces/invite/:token',
  /** The bid pipeline: board and table (issue 29). */
  pipeline: '/pipeline',
  /** One pipeline item (build links with buildPipelineItemPath). */
  pipelineItem: '/pipeline/:workspaceId/items/:itemId',
  /** A page of a tender document in the reader (issue 32); build with buildDocumentPagePath. */
  documentPage: '/opportunity/:opportunityId/documents/:hash/pages/:page',
  /** The user's workspaces; one workspace's settings, analytics and audit log (issue 29). */
  workspaces: '/account/workspaces',
  workspace: '/account/workspaces/:workspaceId',
  workspaceAnalytics: '/account/workspaces/:workspaceId/analytics',
  workspaceAudit: '/account/workspaces/:workspaceId/audit-log',
  paymentSuccess: '/payment-success',
  paymentCancelled: '/payment-cancelled',
} as const;

export function buildOpportunityPath(opportunityId: string | number): string {
  return `/opportunity/${encodeURIComponent(String(opportunityId))}`;
}

/** The same path as the contract's `pipelineItemPath`, which emails link to (a test holds them equal). */
/** The reader on one page of a document, with the searched words to mark (issue 32). */
export function buildDocumentPagePath(
  opportunityId: string,
  hash: string,
  page: number,
  words?: string,
): string {
  const base = `${buildOpportunityPath(opportunityId)}/documents/${hash}/pages/${page}`;
  return words?.trim() ? `${base}?q=${encodeURIComponent(words.trim())}` : base;
}

export function buildPipelineItemPath(workspaceId: number, itemId: number): string {
  return `/pipeline/${workspaceId}/items/${itemId}`;
}

/** The pipeline of a workspace, on the board or the table. */
export function buildPipelinePath(workspaceId: number, view: 'board' | 'table' = 'board'): string {
  const query = new URLSearchParams({ workspace: String(workspaceId) });
  if (view === 'table') query.set('view', 'table');
  return `${paths.pipeline}?${query}`;
}

export function buildBuyerPath(organisationId: number): string {
  return `/buyer/${organisationId}`;
}

export function buildSupplierPath(organisationId: number): string {
  return `/supplier/${organisationId}`;
}

/** The page of an organisation in a role (`buyer` or `supplier`). */
export function buildOrganisationPath(role: 'buyer' | 'supplier', organisationId: number): string {
  return role === 'buyer' ? buildBuyerPath(organisationId) : buildSupplierPath(organisationId);
}

/** The leaderboards on the Top Buyers or Top Suppliers tab. */
export function buildLeaderboardsPath(board: 'buyers' | 'suppliers'): string {
  return board === 'buyers' ? paths.leaderboards : `${paths.leaderboards}?tab=suppliers`;
}

/** The radar, optionally filtered (e.g. one buyer's contracts from its page). */
export function buildRadarPath(query: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  return search ? `${paths.radar}?${search}` : paths.radar;
}

export function buildConfirmEmailPath(key: string): string {
  return `/auth/confirm-email/${encodeURIComponent(key)}`;
}

export function buildPasswordResetConfirmPath(uidb64: string, token: string): string {
  return `/auth/password-reset/confirm/${encodeURIComponent(uidb64)}/${encodeURIComponent(token)}`;
}

/**
 * Login link. `next` returns the user to where they were (e.g. saving a favourite);
 * `redirect` sends them on after login (e.g. /pricing when upgrading).
 */
export function buildLoginPath(options: { next?: string; redirect?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.next) query.set('next', options.next);
  if (options.redirect) query.set('redirect', options.redirect);
  const search = query.toString();
  return search ? `${paths.login}?${search}` : paths.login;
}

/** Register link; `next` brings the new account back (e.g. to a workspace invitation). */
export function buildRegisterPath(options: { next?: string } = {}): string {
  return options.next
    ? `${paths.register}?${new URLSearchParams({ next: options.next })}`
    : paths.register;
}

export const buildWorkspacePath = (workspaceId: number) => `/account/workspaces/${workspaceId}`;
export const buildWorkspaceAnalyticsPath = (workspaceId: number) =>
  `${buildWorkspacePath(workspaceId)}/analytics`;
export const buildWorkspaceAuditPath = (workspaceId: number) =>
  `${buildWorkspacePath(workspaceId)}/audit-log`;
