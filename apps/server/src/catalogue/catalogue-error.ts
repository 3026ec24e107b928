/** A refused catalogue file or import: the message says what and where. The operator tool prints it as is. */
import { TenantAdminError } from '../tenants/index.js';

/** A row the file leaves out that something still refers to: what it is and how many refer to it. */
export interface CatalogueInUse {
  item: 'product' | 'location' | 'price_line' | 'document' | 'permit_type' | 'category' | 'area';
  /** 'GARAGE in STATION', 'MARKTPLEIN of GARAGE in STATION', 'BEWONER #2', 'LEASE of BEWONER', 'NOORD'. */
  name: string;
  requests: number;
  waitingListEntries: number;
  permits: number;
}

export class CatalogueError extends TenantAdminError {
  constructor(
    message: string,
    issues: readonly { path: string; message: string }[] = [],
    /** Rows left out that something still refers to, for a caller that says so in the user's language. */
    readonly inUse: readonly CatalogueInUse[] = [],
  ) {
    super(message, issues);
  }
}
