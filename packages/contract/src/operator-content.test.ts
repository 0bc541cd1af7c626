import { describe, expect, it } from 'vitest';
import { operatorContentSchema } from './operator-content';

describe('the operator content file', () => {
  it('is empty by default, and takes https or inline data images', () => {
    expect(operatorContentSchema.parse({})).toEqual({
      partners: [],
      testimonials: [],
      services: {},
    });
    const content = operatorContentSchema.parse({
      partners: [
        { name: 'Example Ltd', logo_url: 'data:image/svg+xml;base64,PHN2Zy8+' },
        {
          name: 'Sample plc',
          logo_url: 'https://example.com/logo.png',
          url: 'https://example.com',
        },
      ],
      services: { sla: {} },
    });
    expect(content.partners).toHaveLength(2);
    expect(content.services).toEqual({ sla: {} });
  });

  it('refuses what it would not show safely, or what is misspelt', () => {
    for (const wrong of [
      { partners: [{ name: 'X', logo_url: 'javascript:alert(1)' }] },
      { partners: [{ name: 'X', url: 'http://example.com' }] },
      { partners: [{ name: 'X', logo_url: 'data:text/html;base64,PGI+' }] },
      { testimonials: [{ quote: 'Great', name: 'Sam' }] },
      { services: { monthly_workshops: {} } },
      { testimonial: [] },
    ]) {
      expect(operatorContentSchema.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});
