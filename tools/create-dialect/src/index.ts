export { type CreatedDialect, createDialect, dialectPackageFiles } from './create.js';
export { type CliIO, runCli, USAGE } from './cli.js';
export { type DialectNames, validateDialectName } from './names.js';
