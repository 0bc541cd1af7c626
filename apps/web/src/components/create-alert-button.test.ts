import { describe, expect, it } from 'vitest';
import { buildCreateAlertPath } from './create-alert-button';

describe('buildCreateAlertPath', () => {
  it('keeps the filters an alert can hold and drops the rest', () => {
    expect(
      buildCreateAlertPath(
        '?q=roads&stage=tender&region=UKI&value_from=1000&page=3&sort=value-desc',
      ),
    ).toBe('/account/alerts?new=1&q=roads&region=UKI&value_from=1000');
    expect(buildCreateAlertPath('')).toBe('/account/alerts?new=1');
  });
});
