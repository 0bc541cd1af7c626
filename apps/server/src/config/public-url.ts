import type { Env } from './env';

/** A link to a web page on the configured public address (PUBLIC_BASE_URL), for emails. */
export function buildPublicUrl(env: Pick<Env, 'PUBLIC_BASE_URL'>, route: string): string {
  return new URL(route, env.PUBLIC_BASE_URL).toString();
}
