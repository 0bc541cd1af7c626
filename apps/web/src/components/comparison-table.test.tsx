// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComparisonTable } from './comparison-table';

afterEach(cleanup);

describe('ComparisonTable', () => {
  it('heads the sides with the labels given and shows a field’s lines one per paragraph', () => {
    render(
      <ComparisonTable
        fields={[
          { key: 'title', label: 'Title', mine: 'Quality plan', theirs: 'Quality assurance' },
          { key: 'content', label: 'Section text', mine: ['One.', 'Two.'], theirs: ['Three.'] },
        ]}
        mineLabel="What you typed"
        theirsLabel="Version 3"
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Field', 'What you typed', 'Version 3']);
    const text = screen.getByRole('rowheader', { name: 'Section text' }).closest('tr')!;
    const [mine, theirs] = within(text).getAllByRole('cell');
    expect([...mine!.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'One.',
      'Two.',
    ]);
    expect(theirs!.textContent).toBe('Three.');
    expect(screen.getByRole('rowheader', { name: 'Title' }).closest('tr')!.textContent).toBe(
      'TitleQuality planQuality assurance',
    );
  });
});
