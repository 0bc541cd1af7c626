// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordScrollsIntoView } from '@/lib/testing/record-scrolls';
import { RegisterPage } from './register-page';

vi.mock('../hooks/use-auth', () => ({
  useAuth: () => ({
    isAuthenticated: false,
    register: () =>
      Promise.reject(new Error('Email: A user is already registered with this e-mail address.')),
  }),
}));

afterEach(cleanup);

describe('the registration page', () => {
  it("brings the server's refusal into view: on a phone the form's top is off screen by the Create Account button", async () => {
    const scrolled = recordScrollsIntoView();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <RegisterPage />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('First name'), 'Priya');
    await user.type(screen.getByLabelText('Last name'), 'Shah');
    await user.type(screen.getByLabelText('Company name'), 'Shah Civils Ltd');
    await user.selectOptions(screen.getByLabelText('Industry'), 'construction');
    await user.type(screen.getByLabelText('Email'), 'taken@example.co.uk');
    await user.type(screen.getByLabelText('Password'), 'Tender-Bids-2026!');
    await user.type(screen.getByLabelText('Confirm password'), 'Tender-Bids-2026!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('already registered');
    expect(scrolled).toContain(alert);
  });
});
