import { personDisplayName, type WorkspaceRole } from '@wac/contract';

export const ROLE_LABELS: Readonly<Record<WorkspaceRole, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
};

/** What each assignable role may do, beside the role picker (the contract's permission table). */
export const ROLE_HINTS: Readonly<Record<string, string>> = {
  admin: 'Admins manage members, stages and settings.',
  member: 'Members work on the pipeline.',
  viewer: 'Viewers read the pipeline.',
};

/** "an admin", "a member", "a viewer", "the owner": a role in a sentence. */
export const withArticle = (role: WorkspaceRole) =>
  role === 'owner' ? 'the owner' : `${role === 'admin' ? 'an' : 'a'} ${role}`;

/** A member by name: the contract's one rule for a person in a workspace. */
export const memberName = personDisplayName;

export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "3 of 25 seats used" */
export const describeSeats = (seats: { used: number; limit: number }) =>
  `${seats.used} of ${seats.limit} ${seats.limit === 1 ? 'seat' : 'seats'} used`;
