import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Each table of the server has one owning area (issue 23): only the owner's files name it in SQL
 * (Kysely's selectFrom, updateTable, insertInto, deleteFrom, mergeInto and the joins). Another area
 * reads or writes it only through what the owner exports: a function, or a query fragment where a
 * listing must stay one statement (docs/decisions/021-one-owner-per-table.md). The schema
 * (db/schema.ts), the migrations and the test support (test/, *.test.ts) are not areas.
 */
export const TABLE_OWNERS = {
  tenants: [
    'tenants',
    'tenant_settings',
    'tenant_login_options',
    'tenant_payment_services',
    'tenant_images',
    'tenant_help_pages',
    'tenant_translations',
    'tenant_theme_tokens',
  ],
  sessions: ['sessions'],
  http: ['rate_limits'],
  audit: ['audit_log'],
  jobs: ['job_state'],
  relations: ['relations', 'relation_identities', 'branches'],
  profile: ['relation_addresses'],
  login: [
    'permit_accounts',
    'password_keys',
    'login_requests',
    'login_failures',
    'tenant_identity_providers',
    'identity_simulator_codes',
  ],
  mail: ['outbox', 'one_time_codes', 'message_opt_outs'],
  registers: ['tenant_registers'],
  catalogue: [
    'areas',
    'area_postcodes',
    'categories',
    'permit_types',
    'products',
    'locations',
    'price_lines',
    'document_requirements',
    'catalogue_versions',
  ],
  'request-flow': ['checked_addresses'],
  requests: ['requests', 'request_plates', 'request_transitions'],
  invoices: ['invoices'],
  permits: ['permits', 'permit_cards', 'permitplus_links'],
  'parking-rights': ['parking_rights', 'tenant_parking_registers', 'npr_simulator_rights', 'npr_simulator_messages'],
  documents: ['documents', 'document_review_claims'],
  payments: [
    'payments',
    'payment_invoices',
    'payment_transitions',
    'tenant_payment_providers',
    'payment_simulator_payments',
  ],
  termination: ['refund_orders', 'refund_exports'],
  'waiting-list': ['waiting_list_entries', 'freed_capacity'],
  staff: ['staff_sessions', 'staff_audit'],
  'staff-settings': ['tenant_staff_settings'],
  announcements: ['announcements'],
};

const OWNER_OF = new Map(
  Object.entries(TABLE_OWNERS).flatMap(([area, tables]) => tables.map((table) => [table, area])),
);

/**
 * Reads of another area's table that are still written in SQL outside the owner, each with why. A
 * write is never allowed outside the owner; a read not listed here fails. The list only shrinks:
 * an owner exporting a function or a query fragment for it takes its line out.
 */
export const READS_ACROSS = [
  {
    file: 'apps/server/src/catalogue/catalogue-repository.ts',
    tables: ['checked_addresses', 'relations', 'waiting_list_entries', 'invoices', 'requests'],
    why: "eligibility's holdings per relation and address: one UNION ALL statement for the requestable listing (decision 015); the owners sit above the catalogue, so fragments would have to come through the composition root",
  },
  {
    file: 'apps/server/src/permits/permit-repository.ts',
    tables: ['requests', 'request_plates', 'permit_types', 'areas', 'price_lines', 'locations'],
    why: "the issued products' listing with its plates, plate changes and catalogue facts as JSON subselects: one statement however many permits (decision 015)",
  },
  {
    file: 'apps/server/src/prolongations/prolongation-repository.ts',
    tables: ['permits', 'permit_types', 'requests', 'price_lines', 'tenants', 'relations'],
    why: "the offer job's claim locks one due permit of any tenant with what the offer and its e-mail need in one statement (`for update skip locked`), and asks in it that the permit's next period has no prolongation yet",
  },
];

/** Folders that are no area: the schema and migrations, and the test support. */
const NOT_AREAS = new Set(['db', 'test']);

const WRITES = new Set(['updateTable', 'insertInto', 'deleteFrom', 'mergeInto']);

const SQL_TABLE =
  /\.(selectFrom|updateTable|insertInto|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'([a-z_]+)(?:\s+as\s+[a-z_]+)?'/g;

function files(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(path));
    else if (entry.name.endsWith('.ts') && !entry.name.includes('.test.')) out.push(path);
  }
  return out;
}

/** Every SQL use of a table outside its owning area under `root`; a table no area owns is reported too. */
export function checkTables(root, readsAcross = READS_ACROSS) {
  const src = join(root, 'apps/server/src');
  const problems = [];
  for (const file of files(src)) {
    const rel = relative(src, file);
    if (!rel.includes(sep)) continue;
    const area = rel.split(sep)[0];
    if (NOT_AREAS.has(area)) continue;
    const text = readFileSync(file, 'utf8');
    const path = `apps/server/src/${rel.split(sep).join('/')}`;
    const allowed = new Set(readsAcross.filter((entry) => entry.file === path).flatMap((entry) => entry.tables));
    for (const match of text.matchAll(SQL_TABLE)) {
      const [, method, table] = match;
      const owner = OWNER_OF.get(table);
      const at = `${path}:${text.slice(0, match.index).split('\n').length}`;
      if (owner === undefined) problems.push(`${at}: table '${table}' has no owning area in TABLE_OWNERS`);
      else if (owner === area) continue;
      else if (WRITES.has(method)) problems.push(`${at}: only area '${owner}' writes table '${table}' (${method})`);
      else if (!allowed.has(table)) problems.push(`${at}: table '${table}' belongs to area '${owner}', not '${area}'`);
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkTables(resolve(fileURLToPath(new URL('..', import.meta.url))));
  if (problems.length > 0) {
    console.error(`Tables used outside their owning area:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Table owners: ok');
}
