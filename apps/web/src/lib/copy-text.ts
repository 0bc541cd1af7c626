/** Copies text to the clipboard, with the old textarea trick where the Clipboard API is missing. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const isCopied = document.execCommand('copy');
  field.remove();
  if (!isCopied) throw new Error('Copy is not available in this browser.');
}

/** The absolute address of an opportunity page, for sharing and QR codes. */
export function buildOpportunityUrl(path: string): string {
  // On the server (src/entry-server.tsx) there is no origin; nothing rendered shows the link
  // until the browser has taken over.
  if (typeof window === 'undefined') return path;
  return new URL(path, window.location.origin).toString();
}
