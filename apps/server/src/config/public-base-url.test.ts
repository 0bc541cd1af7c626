import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import {
  buildOpportunityLink,
  buildPublicLink,
  describeBaseUrlMismatch,
  listeningBaseUrl,
} from './public-base-url';

describe('the public base URL', () => {
  it('defaults to the address the server listens on', () => {
    expect(loadEnv({ PORT: '4100' }).PUBLIC_BASE_URL).toBe('http://localhost:4100');
    expect(loadEnv({}).PUBLIC_BASE_URL).toBe('http://localhost:3000');
    expect(loadEnv({ HOST: '0.0.0.0', PORT: '8080' }).PUBLIC_BASE_URL).toBe(
      'http://localhost:8080',
    );
    expect(loadEnv({ HOST: 'wac.internal', PORT: '80' }).PUBLIC_BASE_URL).toBe(
      'http://wac.internal:80',
    );
    expect(listeningBaseUrl('fd00::1', 4100)).toBe('http://[fd00::1]:4100');
  });

  it('keeps a configured one, and knows it was configured', () => {
    const env = loadEnv({ PORT: '4100', PUBLIC_BASE_URL: 'https://tenders.example.org/' });
    expect(env.PUBLIC_BASE_URL).toBe('https://tenders.example.org/');
    expect(env.CONFIGURED_PUBLIC_BASE_URL).toBe('https://tenders.example.org/');
    expect(loadEnv({ PUBLIC_BASE_URL: '' }).CONFIGURED_PUBLIC_BASE_URL).toBeUndefined();
    expect(() => loadEnv({ PUBLIC_BASE_URL: 'not a url' })).toThrow(/PUBLIC_BASE_URL/);
  });

  it('builds links on the base, keeping a path it has', () => {
    expect(buildPublicLink('http://localhost:4100/', '/account/alerts')).toBe(
      'http://localhost:4100/account/alerts',
    );
    expect(buildPublicLink('https://example.org/wac', '/search?q=a')).toBe(
      'https://example.org/wac/search?q=a',
    );
    expect(buildOpportunityLink('http://localhost:4100', 'WAC-AB12 CD')).toBe(
      'http://localhost:4100/opportunity/WAC-AB12%20CD',
    );
  });

  it('warns only when a configured base is not where the server listens', () => {
    const listening = 'http://localhost:4100';
    expect(describeBaseUrlMismatch(undefined, listening)).toBeUndefined();
    expect(describeBaseUrlMismatch('http://localhost:4100/', listening)).toBeUndefined();
    expect(describeBaseUrlMismatch('http://127.0.0.1:4100', listening)).toBeUndefined();
    expect(describeBaseUrlMismatch('http://localhost:3000', listening)).toMatch(
      /PUBLIC_BASE_URL is http:\/\/localhost:3000 but WAC listens on http:\/\/localhost:4100/,
    );
    expect(describeBaseUrlMismatch('https://tenders.example.org', listening)).toMatch(
      /reverse proxy/,
    );
  });
});
