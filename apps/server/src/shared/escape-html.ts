/**
 * Text made safe to place in HTML, between tags or inside a quoted attribute: the one escape every
 * email and server-rendered page uses, so portal and user text can never become markup.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
