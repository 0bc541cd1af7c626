/**
 * The words a request field is called on screen (issue 28 item 9): the server names a bad field
 * with them in an error's `detail`, and the web labels its inputs with the same words, so
 * "value_from" never reaches a reader. Without zod (`@wac/contract/field-labels`, ADR 0046).
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Search (public-area.md section 3) and the radar
  q: 'Search terms',
  release_date_from: 'Released from',
  release_date_to: 'Released to',
  deadline_from: 'Deadline from',
  deadline_to: 'Deadline to',
  deadline_filter: 'Deadline',
  award_date_from: 'Awarded from',
  award_date_to: 'Awarded to',
  value_from: 'Min value',
  value_to: 'Max value',
  buyer_name: 'Buyer Name',
  cpv_codes: 'CPV codes',
  include_sub_cpv: 'Include sub-categories',
  include_documents: 'Include documents',
  source_system: 'Source',
  stage: 'Stage',
  status: 'Status',
  region: 'Region',
  location: 'Location',
  category: 'Category',
  framework: 'Frameworks and call-offs',
  sort: 'Sort',
  page: 'Page',
  count_only: 'Count only',
  months: 'Months',
  buyer: 'Buyer',
  // Accounts
  email: 'Email',
  password: 'Password',
  password2: 'Confirm password',
  new_password1: 'New password',
  new_password2: 'Confirm new password',
  first_name: 'First name',
  last_name: 'Last name',
  company_name: 'Company name',
  phone_number: 'Phone',
  industry: 'Industry',
  key: 'Confirmation link',
  uid: 'Reset link',
  token: 'Link',
  // Alert profiles, favourites, contact
  profile_name: 'Profile name',
  keywords: 'Keywords',
  location_keywords: 'Location keywords',
  min_value: 'Minimum value',
  max_value: 'Maximum value',
  delivery: 'Delivery',
  is_active: 'Active',
  opportunity_id: 'Opportunity',
  // The pipeline (issue 29)
  wac_id: 'Opportunity',
  name: 'Full Name',
  message: 'Your Message',
  // Webhooks (issue 34)
  url: 'Webhook URL',
  endpoint_name: 'Name',
  alert_profile_ids: 'Alert profiles',
  receives_follows: 'Followed buyers and suppliers',
  receives_favourite_changes: 'Favourite changes',
  // Proposal templates (issue 30)
  title: 'Title',
  kind: 'Kind of section',
  cpv_divisions: 'CPV divisions',
  content: 'Section text',
  templates: 'Sections',
  // Numbers in an address (path parameters). Their messages name them ("Use the member
  // number."), so the label is what those messages say and the detail is the message alone.
  id: 'Number',
  userId: 'Member',
  itemId: 'Pipeline item',
  stageId: 'Stage',
  noteId: 'Note',
  taskId: 'Task',
  invitationId: 'Invitation',
  templateId: 'Template',
  version: 'Version',
};

/** A field's label; an unknown field in plain words (`some_field.0` -> "Some field"). */
export function describeField(field: string): string {
  if (Object.hasOwn(FIELD_LABELS, field)) return FIELD_LABELS[field]!;
  // A place inside a field (`content.content.3.text`) is named by its field.
  const head = field.split('.')[0]!;
  if (Object.hasOwn(FIELD_LABELS, head)) return FIELD_LABELS[head]!;
  const words = head.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'This field';
}

const mentions = (message: string, label: string) =>
  message.toLowerCase().includes(label.toLowerCase());

/**
 * One sentence or a few for a 400's `detail`: each bad field's first message, after the field's
 * label unless the message already names it ("Only the first 500 pages can be shown" needs no
 * "Page:"); fields with the same message share it ("Released from and Released to: ...").
 */
export function summariseFieldErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
): string {
  const labelsByMessage = new Map<string, string[]>();
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const labels = labelsByMessage.get(message) ?? [];
    if (field !== 'non_field_errors') labels.push(describeField(field));
    labelsByMessage.set(message, labels);
  }
  const sentences = [...labelsByMessage].map(([message, labels]) =>
    labels.length === 0 || labels.some((label) => mentions(message, label))
      ? message
      : `${labels.join(' and ')}: ${message}`,
  );
  return sentences.join(' ') || 'Please check what you entered.';
}
