import {
  ALERT_PROFILE_MESSAGES,
  type AlertDeadlineFilter,
  type AlertDelivery,
} from '@wac/contract';

/** Every text of the alerts page that the spec gives (account-area.md sections 2, 5 and 8). */
export const ALERT_TEXT = {
  ...ALERT_PROFILE_MESSAGES,
  pageTitle: 'My Alert Profiles',
  pageIntro: 'Get an email when new opportunities match what your business does.',
  createProfile: 'Create New Profile',
  emptyTitle: 'No Alert Profiles Yet',
  emptyHint: 'Click Create New Profile to hear about new opportunities that match your business.',
  upgradeTitle: 'Unlock Custom Opportunity Alerts',
  upgradeBody:
    'Set up alert profiles with your keywords, CPV codes, locations and contract values, and we will email you new opportunities as soon as they are published.',
  upgradeAction: 'Upgrade Now',
  deleteConfirm:
    'Are you sure you want to delete this alert profile? This action cannot be undone.',
  saveFailed: 'An unexpected error occurred. Please try again.',
  noCriteriaTitle: 'Save without keywords or CPV codes?',
  noCriteriaBody:
    'This profile has neither keywords nor CPV codes, so it may match a great many opportunities and send you long emails.',
  goBack: 'Go Back',
  saveAnyway: 'Save Anyway',
} as const;

export const describeProfileLimit = (count: number, limit: number) =>
  `Profile limit reached (${count}/${limit})`;

/** A load or delete failure, as the spec shows it: the server's message prefixed "Error:". */
export const describeListError = (message: string) => `Error: ${message}`;

export const DEADLINE_FILTER_LABELS: Record<AlertDeadlineFilter, string> = {
  ANY: 'Any deadline',
  '7D': 'Closing within 7 days',
  '2-3W': 'Closing in 2 to 3 weeks',
  '30D': 'Closing within 30 days',
};

/** The wizard's three steps (section 2). */
export const WIZARD_STEPS = [
  { title: 'Basics', description: 'Name your profile' },
  { title: 'What', description: 'Keywords and CPV codes' },
  { title: 'Where and how much', description: 'Locations, value and deadlines' },
] as const;

/** How each delivery is explained in the wizard (ADR 0090). */
export const DELIVERY_HINTS: Record<AlertDelivery, string> = {
  daily: 'One email each morning with the new matches of the day before.',
  instant: 'An email after each check of the portals that finds new matches.',
};
