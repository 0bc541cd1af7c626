import { describe, expect, it } from 'vitest';
import { composeContactEmail } from './contact-email';

describe('composeContactEmail', () => {
  const message = {
    id: 42,
    name: 'Eve\r\nBcc: victim@example.test',
    email: 'eve@example.test',
    message: '<script>alert(1)</script>\nSecond line',
    createdAt: new Date('2025-03-01T10:00:00Z'),
  };

  it('keeps header values on one line and sends text only', () => {
    const email = composeContactEmail(message, 'staff@wac.test');
    expect(email.subject).toBe('Contact form: message from Eve Bcc: victim@example.test');
    expect(email.replyTo).toBe('"Eve Bcc: victim@example.test" <eve@example.test>');
    expect(email.html).toBeUndefined();
    expect(email.text).toContain('<script>alert(1)</script>\nSecond line');
  });

  it('keys the email on the stored message, so a retry never sends it twice', () => {
    expect(composeContactEmail(message, 'staff@wac.test').key).toBe('contact-message:42');
  });
});
