/** "on LinkedIn", or the page's own host: never a network the link does not go to. */
export function describeFollowUsSite(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'on our page';
  }
  return host === 'linkedin.com' || host.endsWith('.linkedin.com') ? 'on LinkedIn' : `on ${host}`;
}
