import { describe, expect, it } from 'vitest';
import { describeFollowUsSite } from './follow-us-site';

describe('the Follow Us link names the site it goes to', () => {
  it('says LinkedIn only for a LinkedIn page', () => {
    expect(describeFollowUsSite('https://www.linkedin.com/company/acme')).toBe('on LinkedIn');
    expect(describeFollowUsSite('https://uk.linkedin.com/company/acme')).toBe('on LinkedIn');
  });

  it('names any other site by its host, never as LinkedIn', () => {
    expect(describeFollowUsSite('https://www.example.org/about')).toBe('on example.org');
    expect(describeFollowUsSite('https://notlinkedin.com/x')).toBe('on notlinkedin.com');
  });
});
