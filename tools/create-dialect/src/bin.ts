#!/usr/bin/env node
// `create-dialect NAME`: generates packages/dialects/NAME in the workspace around the current directory.
import { runCli } from './cli.js';

process.exitCode = runCli(process.argv.slice(2), {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  cwd: process.cwd(),
});
