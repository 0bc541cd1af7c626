import { describe, expect, it } from 'vitest';
import { describeAuditChanges } from './audit-text';

describe('describeAuditChanges', () => {
  it('names each changed field with its value before and after', () => {
    expect(
      describeAuditChanges(
        { stage_id: 1, stage: 'Identified', probability: null },
        { stage_id: 2, stage: 'Qualifying', probability: 40 },
      ),
    ).toEqual([
      { field: 'Stage', before: 'Identified', after: 'Qualifying' },
      { field: 'Probability', before: 'none', after: '40' },
    ]);
  });

  it('leaves out the side an entry does not have', () => {
    expect(describeAuditChanges(null, { email: 'a@example.test', role: 'member' })).toEqual([
      { field: 'Email', before: null, after: 'a@example.test' },
      { field: 'Role', before: null, after: 'member' },
    ]);
  });

  it('names item owners by member name and decisions in words', () => {
    const names = new Map([[3, 'Mia Example']]);
    expect(
      describeAuditChanges(
        { owner_user_id: 3, decision: null },
        { owner_user_id: 9, decision: 'no_bid' },
        names,
      ),
    ).toEqual([
      { field: 'Item owner', before: 'Mia Example', after: 'a former member' },
      { field: 'Decision', before: 'none', after: 'No bid' },
    ]);
  });

  it('words company, note and task fields, mentions as the thread shows them', () => {
    const names = new Map([[2, 'Matt Mate']]);
    expect(
      describeAuditChanges(
        { company_name: null, is_done: false },
        {
          company_name: 'Owens Facilities Ltd',
          is_done: true,
          assignee_user_id: 2,
          text: '@[Matt Mate](user:2) read the spec',
        },
        names,
      ),
    ).toEqual([
      { field: 'Company name', before: 'none', after: 'Owens Facilities Ltd' },
      { field: 'Done', before: 'no', after: 'yes' },
      { field: 'Assignee', before: 'none', after: 'Matt Mate' },
      { field: 'Text', before: 'none', after: '@Matt Mate read the spec' },
    ]);
  });
});
