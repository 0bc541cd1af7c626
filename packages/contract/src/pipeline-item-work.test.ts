import { describe, expect, it } from 'vitest';
import {
  formatPipelineMention,
  mentionableMembers,
  splitPipelineNoteText,
} from './pipeline-item-work';

describe('pipeline note mentions', () => {
  it('splits a note into text and mentions by member id', () => {
    const text = `Over to ${formatPipelineMention('Ada Lovelace', 42)}, then @[Sam](user:7).`;
    expect(splitPipelineNoteText(text)).toEqual([
      { text: 'Over to ' },
      { mention: 'Ada Lovelace', userId: 42 },
      { text: ', then ' },
      { mention: 'Sam', userId: 7 },
      { text: '.' },
    ]);
  });

  it('leaves look-alikes as text: no id, a bad id, HTML', () => {
    for (const text of ['@Sam', '@[Sam](user:0)', '@[Sam](user:x)', '<b>@[Sam]</b>']) {
      expect(splitPipelineNoteText(text)).toEqual([{ text }]);
    }
  });

  it('keeps a name with brackets or a line break from breaking the token', () => {
    const token = formatPipelineMention('Jo [Ops]\nLead', 3);
    expect(splitPipelineNoteText(token)).toEqual([{ mention: 'Jo Ops Lead', userId: 3 }]);
  });

  it('lets an author mention the other members, never themselves', () => {
    const members = [{ user_id: 1 }, { user_id: 2 }, { user_id: 3 }];
    expect(mentionableMembers(members, 2)).toEqual([{ user_id: 1 }, { user_id: 3 }]);
    expect(mentionableMembers([{ user_id: 5 }], 5)).toEqual([]);
  });
});
