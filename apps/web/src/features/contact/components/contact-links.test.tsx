// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactLinks } from './contact-links';

afterEach(cleanup);

describe('ContactLinks', () => {
  it('shows Email Us only with the operator’s address, never a made-up one', () => {
    const { container, rerender } = render(
      <ContactLinks contact={{ email: null, follow_us_url: null }} />,
    );
    expect(container.innerHTML).toBe('');

    rerender(<ContactLinks contact={{ email: 'tenders@example.org', follow_us_url: null }} />);
    expect(screen.getByRole('link', { name: /Email Us/ }).getAttribute('href')).toBe(
      'mailto:tenders@example.org',
    );
    expect(screen.queryByRole('link', { name: /Follow Us/ })).toBeNull();
  });

  it('shows Follow Us alone when only its link is set', () => {
    render(
      <ContactLinks
        contact={{ email: null, follow_us_url: 'https://www.linkedin.com/company/example' }}
      />,
    );
    expect(screen.queryByRole('link', { name: /Email Us/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Follow Us/ })).toHaveLength(1);
  });
});
