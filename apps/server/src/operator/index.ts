/** The operator tool: commands, demo tenants and catalogues, and seeding a fresh embedded database. */
export { HELP, runCommand } from './commands.js';
export { DEMO_CATALOGUES, PROEFDORP_CATALOGUE, simplePdf, VOORBEELD_CATALOGUE } from './demo-catalogue.js';
export { DEMO_PERMIT_ACCOUNTS, DEMO_TENANTS } from './demo-tenants.js';
export { type Dataset, type DatasetSize, generateDataset } from './generate-dataset.js';
export { absolutePathArgs, sendOperatorCommand, serveOperatorCommands } from './operator-socket.js';
export { isEmpty, seedDemo, seedPermitAccount } from './seed-demo.js';
