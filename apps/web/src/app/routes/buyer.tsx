import { OrganisationRoute } from './organisation-route';

export default function BuyerRoute() {
  return <OrganisationRoute organisationRole="buyer" />;
}
