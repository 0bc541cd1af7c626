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
    // Issue 31: the lifecycle stages and the framework filter travel too.
    expect(buildCreateAlertPath('?framework=call_offs&lifecycle_stage=open&status=open')).toBe(
      '/account/alerts?new=1&lifecycle_stage=open&framework=call_offs',
    );
    // Issue 32: a search inside the documents makes an alert that searches inside them too.
    expect(buildCreateAlertPath('?q=gabion&include_documents=true')).toBe(
      '/account/alerts?new=1&q=gabion&include_documents=true',
    );
  });
});
