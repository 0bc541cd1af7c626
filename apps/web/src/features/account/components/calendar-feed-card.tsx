import { CalendarDays, Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { copyText } from '@/lib/copy-text';
import { formatDate } from '@/lib/format';
import { useCalendarFeed } from '../hooks/use-calendar-feed';
import { AccountCard } from './account-card';

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
  const fieldId = useId();
  const { status, reset } = useCalendarFeed();
  const [isConfirming, setIsConfirming] = useState(false);
  const [copyMessage, setCopyMessage] = useState('');
  const url = reset.data?.url ?? null;

  const makeLink = () => {
    setIsConfirming(false);
    setCopyMessage('');
    reset.mutate();
  };
  const copyLink = async () => {
    if (!url) return;
    try {
      await copyText(url);
      setCopyMessage(CALENDAR_TEXT.copied);
    } catch {
      setCopyMessage(CALENDAR_TEXT.copyFailed);
    }
  };

  return (
    <AccountCard icon={CalendarDays} title="Calendar feed">
      <p className="mb-4 text-sm text-fg-muted">{CALENDAR_TEXT.intro}</p>
      {url && (
        <div className="mb-4 space-y-2">
          <label htmlFor={fieldId} className="block text-sm font-medium">
            Your calendar link
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={fieldId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className={`${INPUT_CLASS} font-mono text-xs`}
            />
            <Button variant="secondary" size="sm" onClick={copyLink} className="shrink-0">
              <Copy aria-hidden className="size-4" />
              {CALENDAR_TEXT.copy}
            </Button>
          </div>
          <p role="status" className="min-h-5 text-sm text-fg-muted">
            {copyMessage}
          </p>
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
