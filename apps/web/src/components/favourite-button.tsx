import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { buildLoginPath, paths } from '@/config/paths';
// The one shared component that reaches into features: the session is app-wide and every
// opportunity card needs the same save behaviour (docs/decisions/0032-favourites.md).
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useToggleFavourite } from '@/features/favourites/hooks/use-toggle-favourite';
import {
  getFavouriteErrorMessage,
  isFavouriteLimitError,
} from '@/features/favourites/utils/favourite-errors';
import { cn } from '@/lib/class-names';

export interface FavouriteButtonProps {
  /** The opportunity's WAC ID. */
  opportunityId: string;
  isFavourited: boolean;
  /** Called with the new state after the server agreed, so the caller can flag its item. */
  onChange?: (isFavourited: boolean) => void;
  /** Shows "Save" / "Saved" next to the heart (detail page); icon only by default (cards). */
  showLabel?: boolean;
  className?: string;
}

/**
 * The favourite toggle of cards and the detail page (public-area.md section 4). Anonymous
 * visitors go to /login?next=<this page>; signed-in users add or remove, with the button
 * disabled while the call runs. A tier-limit refusal explains itself and offers the upgrade.
 */
export function FavouriteButton({
  opportunityId,
  isFavourited,
  onChange,
  showLabel = false,
  className,
}: FavouriteButtonProps) {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useToggleFavourite();
  const [isSaved, setIsSaved] = useState(isFavourited);
  useEffect(() => setIsSaved(isFavourited), [isFavourited]);

  const handleClick = () => {
    if (!isAuthenticated) {
      navigate(buildLoginPath({ next: `${location.pathname}${location.search}` }));
      return;
    }
    toggle.mutate(
      { opportunityId, shouldSave: !isSaved },
      {
        onSuccess: (nowSaved) => {
          setIsSaved(nowSaved);
          onChange?.(nowSaved);
        },
        onError: (error) => showFavouriteError(error, () => navigate(paths.pricing)),
      },
    );
  };

  const label = !isAuthenticated
    ? 'Login to save'
    : isSaved
      ? 'Remove from favourites'
      : 'Save to favourites';
  return (
    <button
      type="button"
      onClick={handleClick}
      disabled={toggle.isPending}
      title={label}
      aria-label={showLabel ? undefined : label}
      aria-pressed={isAuthenticated ? isSaved : undefined}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-medium transition-colors',
        'disabled:cursor-wait disabled:opacity-60',
        showLabel
          ? 'h-10 border border-line-strong bg-surface px-3 text-fg hover:bg-surface-muted'
          : 'size-10 text-fg-muted hover:bg-surface-muted hover:text-fg',
        className,
      )}
    >
      <Heart
        aria-hidden
        className={cn(
          'size-5',
          isSaved && 'fill-red-500 text-red-500 dark:fill-red-400 dark:text-red-400',
        )}
      />
      {showLabel && <span>{isSaved ? 'Saved' : 'Save'}</span>}
    </button>
  );
}

function showFavouriteError(error: unknown, goToPricing: () => void) {
  const message = getFavouriteErrorMessage(error);
  if (!isFavouriteLimitError(error)) {
    toast.error(message);
    return;
  }
  toast.error(
    (current) => (
      <span className="flex flex-col items-start gap-2">
        <span>{message}</span>
        <button
          type="button"
          className="font-semibold text-link underline underline-offset-4"
          onClick={() => {
            toast.dismiss(current.id);
            goToPricing();
          }}
        >
          View upgrade options
        </button>
      </span>
    ),
    { id: 'favourite-limit', duration: 8000 },
  );
}
