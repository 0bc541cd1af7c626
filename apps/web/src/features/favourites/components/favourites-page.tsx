import { buildCsvExportFileName, FAVOURITES_EXPORT_PATH, type Favourite } from '@wac/contract';
import { Heart, Lock, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/layout/page-loading';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { buildLoginPath, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
// The search screen's own card, bar and empty state: the spec's "shared list of opportunity
// cards", so a change to the search cards shows here too (issue 14 item 7).
import { ResultCard } from '@/features/search/components/result-card';
import { SearchBar } from '@/features/search/components/search-bar';
import { SearchEmpty } from '@/features/search/components/search-status';
import { getFavouriteLimit } from '@/lib/tiers';
import { useFavourites } from '../hooks/use-favourites';
import { describeSavedCount } from '../utils/card-text';
import { FAVOURITE_MESSAGES } from '../utils/favourite-errors';
import { filterFavourites } from '../utils/filter-favourites';
import { ChangeEmailsSwitch } from './change-emails-switch';
import { FavouriteChanges } from './favourite-changes';

// Removing a favourite refreshes this list (useToggleFavourite), so a card needs no callback.
const ignoreFavouriteChange = () => undefined;

function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Heart;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <Icon aria-hidden className="mx-auto mb-4 size-10 text-fg-muted" />
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="mt-2 space-y-4 text-fg-muted">{children}</div>
    </div>
  );
}

/** /account/favourites (account-area.md "My Favourites"). */
export function FavouritesPage() {
  const { isAuthenticated, isLoading: isAuthLoading, token, user } = useAuth();
  const favourites = useFavourites();
  const [searchText, setSearchText] = useState('');

  if (!isAuthenticated && isAuthLoading && token) return <PageLoading />;
  if (!isAuthenticated) {
    return (
      <PageContainer>
        <EmptyState icon={Lock} title="Access Denied">
          <p>{FAVOURITE_MESSAGES.signedOut}</p>
          <ButtonLink to={buildLoginPath({ next: paths.favourites })}>Go to Login</ButtonLink>
        </EmptyState>
      </PageContainer>
    );
  }

  const limit = getFavouriteLimit(user?.tier);
  const count = favourites.data?.length ?? 0;
  const isAtLimit = limit !== null && count >= limit;
  return (
    <PageContainer>
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">My Favourites</h1>
          <p className="mt-1 text-fg-muted">The opportunities you have saved.</p>
        </div>
        {favourites.isSuccess && (
          <p className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-soft-fg">
            {describeSavedCount(count, limit)}
          </p>
        )}
      </header>

      {favourites.isPending && <PageLoading />}
      {favourites.isError && (
        <Alert tone="error">
          <p>{FAVOURITE_MESSAGES.loadFailed}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => favourites.refetch()}
          >
            Try again
          </Button>
        </Alert>
      )}
      {favourites.isSuccess && isAtLimit && (
        <Alert tone="info" title="You have reached your plan's favourites limit" className="mb-6">
          <p>
            Your plan saves up to {limit} favourites. Remove one to make room, or upgrade to save
            more.
          </p>
          <ButtonLink to={paths.pricing} size="sm" className="mt-3">
            <Sparkles aria-hidden className="size-4" />
            View Upgrade Options
          </ButtonLink>
        </Alert>
      )}
      {favourites.isSuccess && count === 0 && (
        <EmptyState icon={Heart} title="No Favourites Saved Yet.">
          <p>Tap the heart on any opportunity to keep it here.</p>
          <ButtonLink to={paths.defaultSearch}>Search opportunities</ButtonLink>
        </EmptyState>
      )}
      {favourites.isSuccess && count > 0 && (
        <div className="space-y-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1">
              <ChangeEmailsSwitch />
            </div>
            <ExportCsvButton
              path={FAVOURITES_EXPORT_PATH}
              fallbackName={buildCsvExportFileName('favourites')}
            />
          </div>
          <FavouritesList
            favourites={favourites.data}
            searchText={searchText}
            onSearchTextChange={setSearchText}
          />
        </div>
      )}
    </PageContainer>
  );
}

function FavouritesList({
  favourites,
  searchText,
  onSearchTextChange,
}: {
  favourites: Favourite[];
  searchText: string;
  onSearchTextChange: (text: string) => void;
}) {
  const shown = filterFavourites(favourites, searchText);
  return (
    <div className="space-y-6">
      {/* Filters as it is typed: the list is already here. */}
      <SearchBar value={searchText} onChange={onSearchTextChange} onSubmit={() => undefined} />
      {shown.length === 0 ? (
        <SearchEmpty />
      ) : (
        <ul className="space-y-4" aria-label="Saved opportunities">
          {shown.map((favourite) => (
            <li key={favourite.id}>
              <ResultCard
                result={{ ...favourite.opportunity, match: null, pipeline_items: [] }}
                onFavouriteChange={ignoreFavouriteChange}
              />
              <FavouriteChanges changes={favourite.changes} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
