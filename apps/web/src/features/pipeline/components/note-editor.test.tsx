// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoteEditor } from './note-editor';

afterEach(cleanup);

const members = [
  {
    user_id: 2,
    email: 'ben@example.test',
    first_name: 'Ben',
    last_name: 'Example',
    role: 'member' as const,
    joined_at: '2026-11-01T10:00:00.000Z',
  },
];

function renderEditor(mentionable = members) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  render(
    <NoteEditor
      label="Add a note"
      submitLabel="Post note"
      members={mentionable}
      isSaving={false}
      onSubmit={onSubmit}
    />,
  );
  return { box: screen.getByLabelText('Add a note') as HTMLTextAreaElement, onSubmit };
}

describe('NoteEditor mentions', () => {
  it('puts a space between the word before the caret and the mention', async () => {
    const user = userEvent.setup();
    const { box } = renderEditor();
    await user.type(box, 'Over to');
    await user.selectOptions(screen.getByLabelText('Mention a teammate'), '2');
    expect(box.value).toBe('Over to @[Ben Example](user:2) ');
  });

  it('adds no second space after a space, nor before an empty note', async () => {
    const user = userEvent.setup();
    const { box } = renderEditor();
    await user.selectOptions(screen.getByLabelText('Mention a teammate'), '2');
    expect(box.value).toBe('@[Ben Example](user:2) ');
    await user.type(box, 'and ');
    await user.selectOptions(screen.getByLabelText('Mention a teammate'), '2');
    expect(box.value).toBe('@[Ben Example](user:2) and @[Ben Example](user:2) ');
  });

  it('offers no mention when there is nobody to mention (a workspace of one)', async () => {
    const user = userEvent.setup();
    const { box, onSubmit } = renderEditor([]);
    expect(screen.queryByLabelText('Mention a teammate')).toBeNull();
    expect(screen.queryByText('Mention a teammate to email them a link to this item.')).toBeNull();
    await user.type(box, 'Check the TUPE list');
    await user.click(screen.getByRole('button', { name: 'Post note' }));
    expect(onSubmit).toHaveBeenCalledWith('Check the TUPE list');
  });
});
