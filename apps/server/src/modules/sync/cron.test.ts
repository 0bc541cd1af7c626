import { describe, expect, it } from 'vitest';
import { cronEveryMinutes } from './cron';

describe('cronEveryMinutes', () => {
  it('builds minute and hour schedules', () => {
    expect(cronEveryMinutes(15)).toBe('*/15 * * * *');
    expect(cronEveryMinutes(1)).toBe('*/1 * * * *');
    expect(cronEveryMinutes(120)).toBe('0 */2 * * *');
  });
});
