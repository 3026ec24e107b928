/** The operator tool: commands, demo tenants and catalogues, and seeding a fresh embedded database. */
export { HELP, runCommand } from './commands.js';
export { DEMO_CATALOGUES, PROEFDORP_CATALOGUE, simplePdf, VOORBEELD_CATALOGUE } from './demo-catalogue.js';
export { DEMO_TENANTS } from './demo-tenants.js';
export { isEmpty, seedDemo } from './seed-demo.js';
