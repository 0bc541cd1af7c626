import { pipelineItemPath } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { buildPipelineItemPath } from './paths';

describe('page paths', () => {
  it('links a pipeline item where the emails and the calendar feed link', () => {
    expect(buildPipelineItemPath(3, 17)).toBe(pipelineItemPath(3, 17));
  });
});
