import { escapeHtml } from '../../shared/escape-html';

export type ActionEmail = {
  /** Greeting line, e.g. "Hello Ada,". */
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  action: { label: string; url: string };
  /** Paragraphs after the button (expiry, "ignore this if..."). */
  outro: string[];
};

/** The plain-text part: every paragraph, and the link on a line of its own. */
export function renderActionEmailText(email: ActionEmail): string {
  return [
    email.greeting,
    ...email.intro,
    `${email.action.label}: ${email.action.url}`,
    ...email.outro,
    'The WAC team',
  ].join('\n\n');
}

/** A minimal, inline-styled HTML part that renders in every mail client. */
export function renderActionEmailHtml(email: ActionEmail): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const url = escapeHtml(email.action.url);
  return `<!doctype html>
<html lang="en-GB"><body style="margin:0;padding:24px;background:#f6f8fb;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1d4ed8">WAC</p>
${paragraph(email.greeting)}
${email.intro.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(email.action.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#475569">If the button does not work, paste this link into your browser:<br><a href="${url}" style="color:#1d4ed8;word-break:break-all">${url}</a></p>
${email.outro.map(paragraph).join('\n')}
${paragraph('The WAC team')}
</div></body></html>`;
}
