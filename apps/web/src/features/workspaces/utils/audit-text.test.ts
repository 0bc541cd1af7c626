import { describe, expect, it } from 'vitest';
import { actorLabel, describeAuditChanges } from './audit-text';

describe('describeAuditChanges', () => {
  it('names each changed field with its value before and after', () => {
    expect(
      describeAuditChanges(
        { stage_id: 1, stage: 'Identified', probability: null },
        { stage_id: 2, stage: 'Qualifying', probability: 40 },
      ),
    ).toEqual([
      { field: 'Stage', before: 'Identified', after: 'Qualifying' },
      { field: 'Probability', before: 'none', after: '40%' },
    ]);
  });

  it('shows money, percentages and dates as the item page does, not as stored', () => {
    expect(
      describeAuditChanges(
        { our_value: null, internal_deadline: null },
        { our_value: 4_800_000, internal_deadline: '2026-12-20', due_date: '2026-12-10' },
      ),
    ).toEqual([
      { field: 'Our value', before: 'none', after: '£4,800,000' },
      { field: 'Internal deadline', before: 'none', after: '20 December 2026' },
      { field: 'Due date', before: 'none', after: '10 December 2026' },
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
      { field: 'Item owner', before: 'Mia Example', after: 'a deleted account' },
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

  it('names who acted once when the account has no name but its email', () => {
    const ada = { user_id: 1, name: 'Ada Byron', email: 'ada@example.test', is_member: true };
    expect(actorLabel({ ...ada, name: 'ada@example.test' })).toBe('ada@example.test');
    expect(actorLabel(ada)).toBe('Ada Byron (ada@example.test)');
  });

  it('says who has left the workspace since (ADR 0376)', () => {
    const ann = { user_id: 4, name: 'Ann Lee', email: 'ann@example.test', is_member: false };
    expect(actorLabel(ann)).toBe('Ann Lee (former member, ann@example.test)');
    expect(actorLabel({ ...ann, name: ann.email })).toBe('ann@example.test (former member)');
  });
});
