// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordScrollsIntoView } from '@/lib/testing/record-scrolls';
import { ProfileForm } from './profile-form';

vi.mock('../hooks/use-profile', () => ({
  useUpdateProfile: () => ({ mutate: vi.fn(), isPending: false }),
}));

afterEach(cleanup);

describe('the profile form', () => {
  it('brings its error into view: on a phone the top of the card is off screen by Save Changes', async () => {
    const scrolled = recordScrollsIntoView();
    const user = userEvent.setup();
    render(
      <ProfileForm
        profile={{
          first_name: 'Priya',
          last_name: 'Shah',
          company_name: 'Shah Civils Ltd',
          email: 'bid@example.co.uk',
          phone_number: '',
          industry: 'construction',
        }}
        onSaved={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('First and last name are required.');
    expect(scrolled).toContain(alert);
  });
});
