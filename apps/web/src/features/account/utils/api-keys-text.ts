/** The API keys card's words (account page, issue 34). */
export const API_KEYS_TEXT = {
  intro:
    'Use the WAC API, or connect an AI assistant through the WAC MCP server, with a key instead of your password. Each key can do only what its scopes allow, with the limits of your plan.',
  reference: 'API reference',
  none: 'You have no API keys yet.',
  upgrade: 'API keys come with the Premium plan and above.',
  viewPlans: 'View plans',
  nameLabel: 'Key name',
  nameHint: 'Say where it is used, e.g. "Bid CRM".',
  scopesLegend: 'What the key may do',
  create: 'Create key',
  copy: 'Copy key',
  copied: 'Key copied to clipboard!',
  copyFailed: 'Could not copy key.',
  shownOnce:
    'Copy the key now and keep it private: anyone with it can act as you within its scopes. For your security we show it only once.',
  done: 'Done',
  revoke: 'Revoke',
  revokeWarning: (name: string) => `Revoke “${name}”? Anything that uses it stops working at once.`,
  failed: 'Could not change your API keys. Please try again.',
} as const;
