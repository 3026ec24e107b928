/** A refused catalogue file or import: the message says what and where. The operator tool prints it as is. */
import { TenantAdminError } from '../tenants/index.js';

export class CatalogueError extends TenantAdminError {}
