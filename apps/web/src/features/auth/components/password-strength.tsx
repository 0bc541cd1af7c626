import { cn } from '@/lib/class-names';
import type { PasswordFeedback } from '../hooks/use-password-assessment';

export const NEW_PASSWORD_HINT =
  'At least 8 characters and hard to guess: a few unusual words work well.';

const METER_SEGMENTS = 4;

/** The meter's colour: refused, close, or accepted (>= 3:1 on the surface in both themes). */
function meterTone(feedback: Extract<PasswordFeedback, { state: 'assessed' }>): string {
  if (feedback.problems.length === 0) return 'bg-green-600 dark:bg-green-400';
  return feedback.isClose ? 'bg-amber-600 dark:bg-amber-400' : 'bg-red-600 dark:bg-red-400';
}

/**
 * Feedback under a new-password field as the user types: a meter of zxcvbn's score and, while the
 * password would be refused, the server's own reasons (the same rule, from the contract). The
 * words are what counts; the meter only repeats them for a glance.
 */
export function PasswordStrength({ feedback }: { feedback: PasswordFeedback }) {
  if (feedback.state === 'empty') return <span>{NEW_PASSWORD_HINT}</span>;
  if (feedback.state === 'checking') return <span>Checking how strong it is...</span>;
  if (feedback.state === 'unavailable') {
    return <span>{NEW_PASSWORD_HINT} We will check it when you submit.</span>;
  }
  const isAccepted = feedback.problems.length === 0;
  const filled = Math.max(1, feedback.score);
  return (
    <span className="block space-y-1.5" data-testid="password-strength">
      <span className="flex gap-1" aria-hidden>
        {Array.from({ length: METER_SEGMENTS }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the segments are fixed and never reorder.
            key={index}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              index < filled ? meterTone(feedback) : 'bg-line-strong',
            )}
          />
        ))}
      </span>
      {/* Announced when it changes, not the reasons at every key press. */}
      <span className="block font-medium text-fg" aria-live="polite">
        {isAccepted ? 'Strong enough.' : 'Not strong enough yet:'}
      </span>
      {feedback.problems.map((problem) => (
        <span key={problem} className="block">
          {problem}
        </span>
      ))}
    </span>
  );
}
