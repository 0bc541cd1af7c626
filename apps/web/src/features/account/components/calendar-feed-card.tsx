import { CalendarDays, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useCalendarFeed } from '../hooks/use-calendar-feed';
import { AccountCard } from './account-card';
import { SecretField } from './secret-field';

export const CALENDAR_TEXT = {
  intro:
    'Subscribe to the tender and clarification deadlines of your favourites in Google Calendar, Outlook or Apple Calendar. Each event links to its notice.',
  create: 'Create calendar link',
  copy: 'Copy link',
  copied: 'Link copied to clipboard!',
  copyFailed: 'Could not copy link.',
  reset: 'Reset link',
  resetWarning:
    'A new link stops the old one working in every calendar that uses it. Make a new link?',
  shownOnce:
    'Keep this link private: anyone with it can see your saved deadlines. For your security we show it only now.',
  howTo:
    'In Google Calendar choose Other calendars, From URL; in Outlook, Add calendar, Subscribe from web; then paste the link.',
  failed: 'Could not make a calendar link. Please try again.',
} as const;

/** The account page's calendar card (ADR 0092): make, copy and reset the secret feed link. */
export function CalendarFeedCard() {
  const { status, reset } = useCalendarFeed();
  const [isConfirming, setIsConfirming] = useState(false);
  const url = reset.data?.url ?? null;

  const makeLink = () => {
    setIsConfirming(false);
    reset.mutate();
  };

  return (
    <AccountCard icon={CalendarDays} title="Calendar feed">
      <p className="mb-4 text-sm text-fg-muted">{CALENDAR_TEXT.intro}</p>
      {url && (
        <div className="mb-4 space-y-2">
          <SecretField key={url} label="Your calendar link" value={url} text={CALENDAR_TEXT} />
          <p className="text-sm text-fg-muted">{CALENDAR_TEXT.shownOnce}</p>
          <p className="text-sm text-fg-muted">{CALENDAR_TEXT.howTo}</p>
        </div>
      )}
      {!url && status.data?.is_created && (
        <p className="mb-4 text-sm">
          Your calendar link has worked since {formatDate(status.data.created_at)}. It is shown only
          when it is made: reset it to get a new one to copy.
        </p>
      )}
      {reset.isError && (
        <Alert tone="error" className="mb-4">
          {CALENDAR_TEXT.failed}
        </Alert>
      )}
      {status.isSuccess && !status.data.is_created && (
        <Button size="sm" onClick={makeLink} disabled={reset.isPending}>
          <CalendarDays aria-hidden className="size-4" />
          {CALENDAR_TEXT.create}
        </Button>
      )}
      {status.data?.is_created && !isConfirming && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setIsConfirming(true)}
          disabled={reset.isPending}
        >
          <RefreshCw aria-hidden className="size-4" />
          {CALENDAR_TEXT.reset}
        </Button>
      )}
      {isConfirming && (
        <fieldset className="space-y-3">
          <legend className="text-sm">{CALENDAR_TEXT.resetWarning}</legend>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={makeLink}>
              {CALENDAR_TEXT.reset}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setIsConfirming(false)}>
              Cancel
            </Button>
          </div>
        </fieldset>
      )}
    </AccountCard>
  );
}
