import type { ComponentProps } from 'react';
import { useId } from 'react';
import { TextField } from '@/components/ui/form-field';

type RangeEnd = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** This end's message (bad value), or the range's (the start after the end) on both ends. */
  error?: string;
};

interface RangeFieldsProps {
  from: RangeEnd;
  to: RangeEnd;
  className?: string;
}

/**
 * Two fields of one range (dates, values). A message that belongs to the range as a whole (its
 * start after its end) is said once under the pair and marks both ends invalid; a message about
 * one end stays under that end.
 */
export function RangeFields({ from, to, className }: RangeFieldsProps) {
  const messageId = useId();
  const rangeError = from.error && from.error === to.error ? from.error : undefined;
  const render = ({ label, value, onChange, error, ...input }: RangeEnd) => (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={rangeError ? undefined : error}
      {...input}
      {...(rangeError ? { 'aria-invalid': true, 'aria-describedby': messageId } : {})}
    />
  );
  return (
    <div className="space-y-1.5">
      <div className={className}>
        {render(from)}
        {render(to)}
      </div>
      <p
        id={messageId}
        aria-live="polite"
        className={rangeError ? 'text-sm text-red-700 dark:text-red-300' : 'sr-only'}
      >
        {rangeError}
      </p>
    </div>
  );
}
