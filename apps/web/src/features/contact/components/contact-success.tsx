import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/** The success state: Message Sent! and Send Another (public-area.md "Contact"). */
export function ContactSuccess({ onSendAnother }: { onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user was in has gone: move focus to the news so it is announced.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center py-10 text-center">
      <CircleCheck aria-hidden className="size-14 text-green-700 dark:text-green-400" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none">
        Message Sent!
      </h2>
      <p className="mt-2 text-fg-muted">Thanks for reaching out. We'll get back to you shortly.</p>
      <Button variant="secondary" className="mt-6" onClick={onSendAnother}>
        Send Another
      </Button>
    </div>
  );
}
