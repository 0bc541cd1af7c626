import { cn } from '@/lib/class-names';

/**
 * An email address in text. It wraps only where it cannot fit: when the rest of the line is too
 * short it moves whole to the next line, and only an address longer than a line is broken
 * (`overflow-wrap: anywhere`). `break-all` broke it wherever the line ended ("ben" |
 * "@example.test") even when the next line had room for all of it.
 */
export function EmailAddress({
  email,
  as: Tag = 'span',
  className,
}: {
  email: string;
  as?: 'span' | 'strong';
  className?: string;
}) {
  return <Tag className={cn('wrap-anywhere', className)}>{email}</Tag>;
}
