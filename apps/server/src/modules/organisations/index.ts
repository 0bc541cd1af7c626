/** The organisations module's public face (ADR 0190): an organisation, its roles, and linking notices to it. */

export { registeredKey } from './identity-keys';
export { linkOpportunityOrganisations } from './link-organisations';
export { findOrganisation, hasRole } from './organisation-profile.repository';
