// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { BRIEF_FIELDS, type BriefItem, type OpportunityBriefResponse } from '@wac/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import * as api from '../api/get-opportunity-brief';
import { BriefSection } from './brief-section';

vi.mock('../api/get-opportunity-brief', () => ({ getOpportunityBrief: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

function renderBrief() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <BriefSection wacId="WAC-BRIEF1" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const found: Record<string, BriefItem> = {
  submission_deadline: {
    field: 'submission_deadline',
    status: 'found',
    value: { date: '2027-01-15', time: '12:00' },
    summary: '12:00 on Friday 15 January 2027',
    quote: 'Tender submission deadline 12 noon on 15th January 2027',
    documentId: '11',
    fileName: 'ITT Volume 1.pdf',
    containerName: null,
    documentUrl: 'https://in-tendhost.co.uk/kirkdalecc/ITT%20Volume%201.pdf',
    contentHash: 'a1b2c3',
    pageNo: 3,
  },
  clarification_deadline: {
    field: 'clarification_deadline',
    status: 'found',
    value: { date: '2027-01-05', time: '12:00' },
    summary: '12:00 on Tuesday 5 January 2027',
    quote: 'Deadline for clarification questions 12:00 on 5th January 2027',
    documentId: '13',
    fileName: 'Timetable.pdf',
    containerName: null,
    documentUrl: 'https://in-tendhost.co.uk/kirkdalecc/Timetable.pdf',
    contentHash: null,
    pageNo: 2,
  },
  tupe: {
    field: 'tupe',
    status: 'found',
    value: { applies: 'yes' },
    summary: 'Applies',
    quote: 'TUPE will apply <script>alert(1)</script> to this contract.',
    documentId: '12',
    fileName: 'Specification.docx',
    containerName: 'Tender pack.zip',
    documentUrl: 'https://in-tendhost.co.uk/kirkdalecc/pack.zip',
    contentHash: 'f00d',
    pageNo: 1,
  },
};

const brief = (overrides: Partial<OpportunityBriefResponse> = {}): OpportunityBriefResponse => ({
  opportunityId: 'WAC-BRIEF1',
  documentCount: 2,
  pageCount: 9,
  unreadDocumentCount: 0,
  isSampleData: false,
  items: BRIEF_FIELDS.map((field) => found[field] ?? { field, status: 'not_found' }),
  ...overrides,
});

const itemOf = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement);
};

describe('BriefSection', { timeout: 20_000 }, () => {
  it('shows a found item with its value, its quote and a link to its file and page', async () => {
    vi.mocked(api.getOpportunityBrief).mockResolvedValue(brief());
    renderBrief();
    await screen.findByText('Read from 2 documents', { exact: false });
    expect(api.getOpportunityBrief).toHaveBeenCalledWith('WAC-BRIEF1');
    const deadline = itemOf('Submission deadline');
    expect(deadline.getByText('12:00 on Friday 15 January 2027')).toBeTruthy();
    expect(
      deadline.getByText('“Tender submission deadline 12 noon on 15th January 2027”'),
    ).toBeTruthy();
    // The reader view on the quoted page.
    const link = deadline.getByRole('link', { name: 'ITT Volume 1.pdf, page 3' });
    expect(link.getAttribute('href')).toBe('/opportunity/WAC-BRIEF1/documents/a1b2c3/pages/3');
    // A page the reader cannot address opens the portal's file at the page.
    const portal = itemOf('Clarification deadline').getByRole('link', {
      name: 'Timetable.pdf, page 2',
    });
    expect(portal.getAttribute('href')).toBe(
      'https://in-tendhost.co.uk/kirkdalecc/Timetable.pdf#page=2',
    );
    expect(portal.getAttribute('target')).toBe('_blank');
  });

  it('links a file inside a zip to its own page in the reader, naming the zip', async () => {
    vi.mocked(api.getOpportunityBrief).mockResolvedValue(brief());
    renderBrief();
    await screen.findByText('Read from 2 documents', { exact: false });
    const tupe = itemOf('TUPE');
    expect(
      (await tupe.findByRole('link', { name: 'Specification.docx, page 1' })).getAttribute('href'),
    ).toBe('/opportunity/WAC-BRIEF1/documents/f00d/pages/1');
    expect(tupe.getByText('(in Tender pack.zip)')).toBeTruthy();
  });

  it('says "not found in the documents" for every item not found', async () => {
    vi.mocked(api.getOpportunityBrief).mockResolvedValue(brief());
    renderBrief();
    await screen.findByText('Read from 2 documents', { exact: false });
    expect(screen.getAllByText('not found in the documents')).toHaveLength(BRIEF_FIELDS.length - 3);
    expect(
      itemOf('ISO 27001 (information security)').getByText('not found in the documents'),
    ).toBeTruthy();
    for (const title of ['Dates', 'Contract', 'Mandatory requirements', 'How to respond'])
      expect(screen.getByRole('heading', { name: title, level: 3 })).toBeTruthy();
  });

  it('says when other documents were not read, so "not found" is not taken for absent', async () => {
    vi.mocked(api.getOpportunityBrief).mockResolvedValue(brief({ unreadDocumentCount: 3 }));
    renderBrief();
    await screen.findByText(
      '3 other documents have not been read, so an item not found may still be in them.',
      { exact: false },
    );
  });

  it('shows document text as text, never as markup', async () => {
    vi.mocked(api.getOpportunityBrief).mockResolvedValue(brief());
    const { container } = renderBrief();
    await screen.findByText('“TUPE will apply <script>alert(1)</script> to this contract.”');
    expect(container.querySelector('script')).toBeNull();
  });

  it('says when no document text has been read, and shows a refusal in words', async () => {
    vi.mocked(api.getOpportunityBrief).mockResolvedValueOnce(
      brief({ documentCount: 0, pageCount: 0 }),
    );
    renderBrief();
    await screen.findByText(
      "No text has been read from this opportunity's documents yet, so there is no brief.",
    );
    cleanup();
    vi.mocked(api.getOpportunityBrief).mockResolvedValueOnce(
      brief({ documentCount: 0, pageCount: 0, isSampleData: true }),
    );
    renderBrief();
    await screen.findByText(
      'This is generated sample data: its document links are stand-ins that are never fetched, so there is no text to read and no brief.',
    );
    expect(screen.queryByText(/No text has been read/)).toBeNull();
    cleanup();
    vi.mocked(api.getOpportunityBrief).mockRejectedValueOnce(
      new ApiError(
        'The brief read from the tender documents comes with the Professional plan and above.',
        {
          status: 403,
        },
      ),
    );
    renderBrief();
    await screen.findByText(
      'The brief read from the tender documents comes with the Professional plan and above.',
    );
  });
});
