// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { viewer, workspace } from '../testing/pipeline-fixtures';
import { TaskForm } from './task-form';

afterEach(cleanup);

const members = [...workspace.members, viewer];
const assigneeChoices = () =>
  within(screen.getByLabelText(/Assignee/))
    .getAllByRole('option')
    .map((option) => option.textContent);
const form = (initial?: Parameters<typeof TaskForm>[0]['initial']) => (
  <TaskForm
    members={members}
    initial={initial}
    submitLabel="Add task"
    isSaving={false}
    error={null}
    onSubmit={async () => undefined}
  />
);

describe('TaskForm', () => {
  it('offers as assignee only who works on the pipeline, and whoever has the task now', () => {
    render(form());
    expect(assigneeChoices()).toEqual(['Nobody', 'Ada Lovelace']);
    cleanup();
    render(form({ title: 'Read the spec', assignee_user_id: 8, due_date: null }));
    expect(assigneeChoices()).toEqual(['Nobody', 'Ada Lovelace', 'Vic Reader']);
  });
});
