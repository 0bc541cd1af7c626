/** The follows module's public face (ADR 0190): whether a user follows an organisation. */
export { isFollowing } from './follows.repository';
