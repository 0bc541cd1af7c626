import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '@/config/constants';
import { copyText } from '@/lib/copy-text';

/**
 * Copies text and raises `isCopied` for the spec's 2 seconds, so the button can confirm.
 * Resolves false (and leaves the flag down) when the browser refuses to copy.
 */
export function useCopiedFlag() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await copyText(text);
    } catch {
      return false;
    }
    setIsCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIsCopied(false), COPY_CONFIRMATION_MS);
    return true;
  }, []);

  return { isCopied, copy };
}
