/**
 * The dialect name a user asks for, checked with zod, and the identifiers derived from it: the
 * generated code, file names and package name all come from here so that they agree.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Dialect namespaces that ir-core itself provides; a package may not claim them. */
const RESERVED = new Set(['builtin']);

const dialectNameSchema = z
  .string()
  .min(1, 'the dialect name is empty')
  .max(40, 'the dialect name is longer than 40 characters')
  .regex(
    /^[a-z][a-z0-9_]*$/,
    'the dialect name must be a lowercase identifier: a letter, then letters, digits or _',
  )
  .refine((name) => !name.endsWith('_'), 'the dialect name must not end with _')
  .refine((name) => !RESERVED.has(name), 'the dialect name is reserved by @strata/ir-core');

/** Every spelling of one dialect's name that the templates use. */
export interface DialectNames {
  /** The namespace as written in IR: `toy` in `toy.scale`. */
  readonly name: string;
  /** `Toy`, for `ToyDialect` and `registerToyDialect`. */
  readonly pascal: string;
  /** `@strata/dialect-toy`. */
  readonly packageName: string;
}

/** `sparse_tensor` -> `SparseTensor`. */
function toPascalCase(name: string): string {
  return name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * Checks `input` as a new dialect's name for the workspace at `root`: the answer is the derived
 * names, or a one-line message saying what is wrong.
 */
export function validateDialectName(input: unknown, root: string): DialectNames | string {
  const parsed = dialectNameSchema.safeParse(input);
  if (!parsed.success) {
    return `invalid dialect name ${JSON.stringify(input)}: ${parsed.error.issues[0]!.message}`;
  }
  const name = parsed.data;
  if (existsSync(join(root, 'packages', 'dialects', name))) {
    return `packages/dialects/${name} already exists: choose another name (nothing was written)`;
  }
  return { name, pascal: toPascalCase(name), packageName: `@strata/dialect-${name}` };
}
