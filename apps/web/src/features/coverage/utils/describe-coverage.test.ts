import type { CoveragePortal } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import {
  describeCompleteRange,
  describeNewestNotice,
  describePortalState,
  formatDuration,
} from './describe-coverage';

const GENERATED_AT = '2026-11-28T12:00:00.000Z';
const portal: CoveragePortal = {
  source_system: 'FTS',
  name: 'Find a Tender',
  status: 'up_to_date',
  last_success_at: '2026-11-28T11:50:00.000Z',
  last_attempt_at: '2026-11-28T11:45:00.000Z',
  failing_since: null,
  complete_from: '2026-10-29T11:45:00.000Z',
  complete_until: '2026-11-28T11:45:00.000Z',
  sync_interval_minutes: 15,
  newest_notice_at: '2026-11-28T09:00:00.000Z',
  newest_notice_age_seconds: 3 * 3600,
  notices_last_30_days: 0,
  notices_per_day: [],
  failed_window_count: 0,
  failed_windows: [],
};

describe('the coverage page in words', () => {
  it('rounds durations down to their largest unit', () => {
    expect(formatDuration(42)).toBe('under a minute');
    expect(formatDuration(60)).toBe('1 minute');
    expect(formatDuration(3 * 3600 + 59 * 60)).toBe('3 hours');
    expect(formatDuration(2 * 86_400 + 5)).toBe('2 days');
  });

  it('says a portal never synced stores nothing, not that it is up to date', () => {
    const never = {
      ...portal,
      status: 'never_synced' as const,
      last_success_at: null,
      last_attempt_at: null,
      newest_notice_at: null,
      newest_notice_age_seconds: null,
    };
    expect(describePortalState(never, GENERATED_AT)).toBe(
      'No sync of Find a Tender has completed without errors yet. Nothing from this portal is stored.',
    );
    expect(describeNewestNotice(never)).toBe('None stored');
  });

  it('names what may be missing when a portal fails or has windows to retry', () => {
    expect(
      describePortalState(
        { ...portal, status: 'failing', failing_since: '2026-11-27T08:00:00.000Z' },
        GENERATED_AT,
      ),
    ).toBe(
      'Syncing Find a Tender has failed since 27 November 2026, 08:00 UK time. Everything published before 28 November 2026, 11:45 UK time is stored; later notices may be missing until a sync succeeds. It is retried automatically.',
    );
    expect(
      describePortalState(
        { ...portal, status: 'missing_windows', failed_window_count: 2 },
        GENERATED_AT,
      ),
    ).toBe(
      '2 periods of Find a Tender could not be downloaded and are retried automatically; notices published in them may be missing until then.',
    );
  });

  it('gives the age of the last sync and of the newest notice', () => {
    expect(describePortalState(portal, GENERATED_AT)).toBe(
      'Find a Tender is synced every 15 minutes; the last one completed 10 minutes ago without errors.',
    );
    expect(
      describePortalState(
        { ...portal, status: 'behind', last_success_at: '2026-11-26T12:00:00.000Z' },
        GENERATED_AT,
      ),
    ).toBe(
      'Find a Tender is synced every 15 minutes, but the last successful sync was 2 days ago: newer notices may not be here yet.',
    );
    expect(describeNewestNotice(portal)).toBe('28 November 2026, 09:00 UK time (3 hours old)');
  });

  it('gives the period stored without a gap, or says there is none yet', () => {
    expect(describeCompleteRange(portal)).toBe(
      'From 29 October 2026, 11:45 UK time to 28 November 2026, 11:45 UK time',
    );
    expect(describeCompleteRange({ ...portal, complete_from: null, complete_until: null })).toBe(
      'Not yet: no period has finished syncing',
    );
  });
});
