// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import * as api from '../api/search-api';
import { makeResponse, makeResult, renderSearchPage } from '../testing/search-fixtures';

// The calls are mocked; the cache keys stay real, so results and counts keep apart.
vi.mock('../api/search-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  fetchSearchResults: vi.fn(),
  fetchMatchCount: vi.fn(),
}));

const START = 'q=roads&sort=relevance&page=1';
const INVERTED = 'Min value must not be more than Max value.';

beforeEach(() => {
  vi.mocked(api.fetchSearchResults).mockResolvedValue(makeResponse([makeResult()]));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.resetAllMocks();
});

const lastCall = <T extends unknown[]>(calls: T[]) => calls[calls.length - 1];
const lastSearch = () =>
  new URLSearchParams(lastCall(vi.mocked(api.fetchSearchResults).mock.calls)?.[0]);
const lastCount = () =>
  new URLSearchParams(lastCall(vi.mocked(api.fetchMatchCount).mock.calls)?.[0]);
const bar = () => within(screen.getByRole('region', { name: 'Unapplied filters' }));

async function setValueRange(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  await user.type(screen.getByRole('textbox', { name: 'Min value' }), from);
  await user.type(screen.getByRole('textbox', { name: 'Max value' }), to);
}

// Testing Library's role queries are slow in jsdom on a busy two-core machine.
describe('the filter panel', { timeout: 30_000 }, () => {
  it('sends the chosen status, sources and value range to the count, then to the search', async () => {
    vi.mocked(api.fetchMatchCount).mockResolvedValue({ total: 7 });
    const user = userEvent.setup();
    renderSearchPage(START);
    await screen.findByRole('article');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closing soon');
    await user.click(screen.getByRole('checkbox', { name: /^Find a Tender/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Public Contracts Scotland/ }));
    await setValueRange(user, '10000', '500000');

    // The value fields wait for typing to rest before counting.
    expect(
      await bar().findByText('New filters will find 7 opportunities.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(lastCount().get('status')).toBe('closing_soon');
    expect(lastCount().get('source_system')).toBe('ContractsFinder,Sell2Wales');
    expect(lastCount().get('value_from')).toBe('10000');
    expect(lastCount().get('value_to')).toBe('500000');
    expect(vi.mocked(api.fetchSearchResults)).toHaveBeenCalledTimes(1);

    await user.click(bar().getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() => expect(vi.mocked(api.fetchSearchResults)).toHaveBeenCalledTimes(2));
    const sent = lastSearch();
    expect(sent.get('q')).toBe('roads');
    expect(sent.get('status')).toBe('closing_soon');
    expect(sent.get('source_system')).toBe('ContractsFinder,Sell2Wales');
    expect(sent.get('value_from')).toBe('10000');
    expect(sent.get('value_to')).toBe('500000');
    expect(sent.get('page')).toBe('1');
    // The URL is the search: what was sent is what a reload or a shared link would ask.
    expect(screen.getByTestId('location-search').textContent).toBe(`?${sent}`);
    expect(screen.queryByRole('region', { name: 'Unapplied filters' })).toBeNull();
  });

  it('will not let the last source be unticked', async () => {
    const user = userEvent.setup();
    renderSearchPage(`${START}&source_system=PCS`);
    await screen.findByRole('article');

    const scotland = screen.getByRole('checkbox', { name: /^Public Contracts Scotland/ });
    expect(scotland.getAttribute('aria-checked')).toBe('true');
    expect(scotland).toHaveProperty('disabled', true);
    expect(screen.getByText('At least one source must stay selected.')).toBeTruthy();
    await user.click(scotland);
    expect(scotland.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Unapplied filters' })).toBeNull();
    expect(lastSearch().get('source_system')).toBe('PCS');
  });

  it('refuses an inverted value range in words at the fields and from the server', async () => {
    const refusal = new ApiError(INVERTED, {
      status: 400,
      fieldErrors: { value_from: [INVERTED], value_to: [INVERTED] },
    });
    vi.mocked(api.fetchMatchCount).mockRejectedValue(refusal);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderSearchPage(START);
    await screen.findByRole('article');

    await setValueRange(user, '500000', '10000');

    // Said once under the pair as soon as it is typed, with both ends marked.
    expect(screen.getAllByText(INVERTED)).toHaveLength(1);
    for (const name of ['Min value', 'Max value']) {
      expect(screen.getByRole('textbox', { name }).getAttribute('aria-invalid')).toBe('true');
    }
    // The server refuses to count it, so the bar cannot give a number.
    expect(
      await bar().findByText('New filters will find ... opportunities.', {}, { timeout: 4000 }),
    ).toBeTruthy();

    vi.mocked(api.fetchSearchResults).mockRejectedValue(refusal);
    await user.click(bar().getByRole('button', { name: 'Apply Filters' }));

    expect(await screen.findByText(`Error fetching results: ${INVERTED}`)).toBeTruthy();
    expect(lastSearch().get('value_from')).toBe('500000');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Min value' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(warn).toHaveBeenCalledWith('Live match count failed:', INVERTED);
  });
});
