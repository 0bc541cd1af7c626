import { OrganisationRoute } from './organisation-route';

export default function SupplierRoute() {
  return <OrganisationRoute organisationRole="supplier" />;
}
