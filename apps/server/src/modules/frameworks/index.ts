/** The frameworks module's public face (ADR 0227): frameworks and dynamic markets as things. */

export {
  frameworksRoutes,
  opportunityFrameworkRoutes,
  supplierFrameworkRoutes,
} from './frameworks.routes';
export { recordFrameworks } from './record-frameworks';
