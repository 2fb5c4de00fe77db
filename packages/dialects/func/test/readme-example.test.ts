import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('README example', () => {
  it('runs and prints what the README says', async () => {
    const { signature, text } = await import('./readme-example.js');
    expect(signature).toBe('(i32) -> i32');
    expect(text).toBe(
      'module {\n  func.func private @callee(i32) -> i32\n' +
        '  func.func @caller(%arg0: i32) -> i32 attributes {llvm.emit_c_interface} {\n' +
        '    %0 = call @callee(%arg0) : (i32) -> i32\n    return %0 : i32\n  }\n}\n',
    );
  });

  it('is the code the README shows', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('./readme-example.ts', import.meta.url), 'utf8');
    expect(readme).toContain(example.replace(/^export const /gm, 'const '));
  });
});
