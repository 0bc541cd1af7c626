import { describe, expect, it } from 'vitest';
import { addLinks, toToolResult } from './tool-results';

const BASE = 'https://wac.example.test/';

describe('tool results', () => {
  it('gives every opportunity its WAC ID and link, and organisations theirs', () => {
    const card = {
      opportunity_id: 'WAC-AB12',
      title: 'Road resurfacing',
      buyer_organisation_id: 7,
      supplier_organisation_id: null,
      match: { title: null },
    };
    expect(addLinks({ results: [card], aggregations: {} }, BASE)).toEqual({
      results: [
        {
          opportunity_id: 'WAC-AB12',
          title: 'Road resurfacing',
          buyer_organisation_id: 7,
          supplier_organisation_id: null,
          wac_id: 'WAC-AB12',
          link: 'https://wac.example.test/opportunity/WAC-AB12',
          buyer_link: 'https://wac.example.test/buyer/7',
        },
      ],
    });
  });

  it("turns the API's error into a tool error with its words", () => {
    const result = toToolResult(
      { status: 403, body: { detail: 'This API key lacks the scope.', code: 'FORBIDDEN' } },
      BASE,
    );
    expect(result).toEqual({
      isError: true,
      content: [{ type: 'text', text: '403: This API key lacks the scope.' }],
    });
  });
});
