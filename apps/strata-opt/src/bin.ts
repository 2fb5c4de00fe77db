/** The strata-opt executable: `main` wired to the process's streams and exit code. */
import { main } from './main.js';

async function readStdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// Output is collected and written in one piece per stream at the end: many small writes to a
// pipe are slow. (No top-level await: the bundle is CommonJS, which starts faster than ESM.)
const out: string[] = [];
const err: string[] = [];
void main(process.argv.slice(2), {
  stdout: (text) => void out.push(text),
  stderr: (text) => void err.push(text),
  readStdin,
}).then((code) => {
  if (err.length > 0) process.stderr.write(err.join(''));
  if (out.length > 0) process.stdout.write(out.join(''));
  process.exitCode = code;
});
