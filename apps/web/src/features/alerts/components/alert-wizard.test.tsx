// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AlertProfile } from '@wac/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import * as api from '../api/alert-profiles-api';
import { EMPTY_ALERT_FORM } from '../utils/alert-form';
import { AlertWizard } from './alert-wizard';

vi.mock('../api/alert-profiles-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  checkAlertProfileName: vi.fn(),
  countPreviewMatches: vi.fn(),
  createAlertProfile: vi.fn(),
  updateAlertProfile: vi.fn(),
}));

const saved: AlertProfile = {
  id: 31,
  profile_name: 'Cleaning in Yorkshire',
  keywords: 'office cleaning,window cleaning',
  cpv_codes: '',
  include_sub_cpv: true,
  include_documents: false,
  location_keywords: 'Leeds',
  min_value: 10000,
  max_value: 250000,
  is_active: true,
  deadline_filter: '30D',
  lifecycle_stages: '',
  framework: 'no_call_offs',
  delivery: 'daily',
  created_at: '2026-11-28T06:00:00Z',
  updated_at: '2026-11-28T06:00:00Z',
  last_alerted_at: null,
};

let onClose: Mock<() => void>;
type User = ReturnType<typeof userEvent.setup>;

/** jsdom measures nothing; Radix's switch on step 3 asks to be told its size. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  onClose = vi.fn();
  vi.mocked(api.checkAlertProfileName).mockResolvedValue({ is_available: true });
  vi.mocked(api.countPreviewMatches).mockResolvedValue({ total: 4 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

function renderWizard() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AlertWizard profile={null} initialValues={EMPTY_ALERT_FORM} onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The words shown beside a field (its aria-describedby message). */
function describedBy(field: HTMLElement): string | null | undefined {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
}

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

/** Steps 1 to 3 with a name, two keywords, a place, a value range and a deadline window. */
async function fillInEveryStep(user: User, values = { min: '10000', max: '250000' }) {
  await user.type(screen.getByRole('textbox', { name: 'Profile Name' }), 'Cleaning in Yorkshire');
  await next(user);
  await screen.findByRole('heading', { name: 'Step 2: What' });
  const keywords = screen.getByRole('textbox', { name: 'Keywords' });
  await user.type(keywords, 'office cleaning{Enter}window cleaning{Enter}');
  await next(user);
  await screen.findByRole('heading', { name: 'Step 3: Where and how much' });
  await user.type(screen.getByRole('textbox', { name: 'Location Keywords' }), 'Leeds{Enter}');
  await user.type(screen.getByRole('spinbutton', { name: /^Minimum Value/ }), values.min);
  await user.type(screen.getByRole('spinbutton', { name: /^Maximum Value/ }), values.max);
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Deadline' }),
    'Closing within 30 days',
  );
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Frameworks and call-offs' }),
    'Exclude call-offs',
  );
}

// Testing Library's role queries are slow in jsdom on a busy two-core machine.
describe('AlertWizard', { timeout: 30_000 }, () => {
  it('creates a profile with the chosen name, keywords and filters', async () => {
    vi.mocked(api.createAlertProfile).mockResolvedValue(saved);
    const user = userEvent.setup();
    renderWizard();

    await fillInEveryStep(user);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // The name was checked (as a new profile) before step 1 let the wizard on.
    expect(vi.mocked(api.checkAlertProfileName).mock.calls.at(-1)?.slice(0, 2)).toEqual([
      'Cleaning in Yorkshire',
      null,
    ]);
    expect(api.createAlertProfile).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api.createAlertProfile).mock.calls[0]?.[0]).toEqual({
      profile_name: 'Cleaning in Yorkshire',
      is_active: true,
      delivery: 'daily',
      keywords: 'office cleaning, window cleaning',
      cpv_codes: '',
      include_sub_cpv: true,
      include_documents: false,
      location_keywords: 'Leeds',
      min_value: 10000,
      max_value: 250000,
      deadline_filter: '30D',
      lifecycle_stages: '',
      framework: 'no_call_offs',
    });
    expect(api.updateAlertProfile).not.toHaveBeenCalled();
  });

  it('does not leave step 1 with a name already in use', async () => {
    vi.mocked(api.checkAlertProfileName).mockResolvedValue({ is_available: false });
    const user = userEvent.setup();
    renderWizard();

    await user.type(screen.getByRole('textbox', { name: 'Profile Name' }), 'Roads');
    await next(user);

    expect(
      await screen.findByText('This profile name is already in use. Please choose another.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Step 1: Basics' })).toBeTruthy();
    expect(api.createAlertProfile).not.toHaveBeenCalled();
  });

  it("shows the server's 400 beside the field it names, and keeps the wizard open", async () => {
    const inverted = 'Minimum value must not be more than Maximum value.';
    vi.mocked(api.createAlertProfile).mockRejectedValue(
      new ApiError('Invalid alert profile.', {
        status: 400,
        fieldErrors: { min_value: [inverted], max_value: [inverted] },
      }),
    );
    const user = userEvent.setup();
    renderWizard();

    await fillInEveryStep(user, { min: '250000', max: '10000' });
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    const minimum = screen.getByRole('spinbutton', { name: /^Minimum Value/ });
    const maximum = screen.getByRole('spinbutton', { name: /^Maximum Value/ });
    await waitFor(() => expect(maximum.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(maximum)).toBe(inverted);
    expect(minimum.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(minimum)).toBe(inverted);
    expect(vi.mocked(api.createAlertProfile).mock.calls[0]?.[0]).toMatchObject({
      min_value: 250000,
      max_value: 10000,
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Step 3: Where and how much' })).toBeTruthy();

    // Correcting the value takes the server's old word back.
    await user.clear(maximum);
    await user.type(maximum, '500000');
    expect(maximum.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(inverted)).toBeNull();
  });

  it('shows a name refused at saving under the form, as its field is on step 1', async () => {
    const taken = 'This profile name is already in use. Please choose another.';
    vi.mocked(api.createAlertProfile).mockRejectedValue(
      new ApiError('Invalid alert profile.', {
        status: 400,
        fieldErrors: { profile_name: [taken] },
      }),
    );
    const user = userEvent.setup();
    renderWizard();

    await fillInEveryStep(user);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText(taken)).toBeTruthy();
    expect(
      screen.getByRole('spinbutton', { name: /^Maximum Value/ }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
