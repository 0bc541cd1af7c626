// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeItem, stages, workspace } from '../../testing/pipeline-fixtures';
import { CardFacts } from './board-card';

describe('a board card read aloud', () => {
  it('says "Owner" once before the owner, as the sighted reader sees it', () => {
    render(<CardFacts item={makeItem()} lookups={{ stages, members: workspace.members }} />);
    // What a screen reader reads of the owner's line: its term and its definition, in order.
    const terms = screen.getAllByRole('term').map((term) => term.textContent?.trim());
    expect(terms.filter((term) => term?.startsWith('Owner'))).toHaveLength(1);
    const ownerTerm = screen.getAllByRole('term').find((t) => t.textContent?.startsWith('Owner'));
    const line = ownerTerm?.parentElement as HTMLElement;
    expect(line.textContent?.replace(/\s+/g, ' ').trim()).toBe('Owner: Ada Lovelace');
    expect(within(line).getByRole('definition').textContent).toBe('Ada Lovelace');
  });
});
