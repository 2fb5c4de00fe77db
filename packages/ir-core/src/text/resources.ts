/**
 * The file metadata section `{-# dialect_resources: {...}, external_resources: {...} #-}`: resource
 * blobs that `dense_resource<name>` attributes refer to, and external resources kept verbatim.
 *
 * Blob bytes live in the context's {@link ResourceBlobManager} (where `dense_resource` reads them);
 * the alignment that the text encodes in the blob's first four bytes is kept here, per context.
 */
import { getResourceBlobManager } from '../attributes/elements-attributes.js';
import type { MLIRContext } from '../context.js';
import type { Operation } from '../ir/operation.js';
import type { AttrTypePrinter } from './attr-type-printer.js';

/** One entry of an external resource group, kept as its source spelling (string, bool or blob). */
export interface ExternalResourceEntry {
  readonly key: string;
  readonly spelling: string;
}

/** Resource state of one context beyond the blob bytes. */
class ResourceTables {
  readonly blobAlignments = new Map<string, number>();
  /** `external_resources` groups in first-parse order, re-printed as they were parsed. */
  readonly external = new Map<string, ExternalResourceEntry[]>();
}

const tables = new WeakMap<MLIRContext, ResourceTables>();

export function getResourceTables(context: MLIRContext): ResourceTables {
  let found = tables.get(context);
  if (!found) {
    found = new ResourceTables();
    tables.set(context, found);
  }
  return found;
}

export type { ResourceTables };

/** Stores a parsed builtin blob (alignment, then data) under `name`. */
export function insertBlobResource(
  context: MLIRContext,
  name: string,
  alignment: number,
  data: Uint8Array,
): void {
  getResourceBlobManager(context).insert(name, data);
  getResourceTables(context).blobAlignments.set(name, alignment);
}

const HEX = '0123456789ABCDEF';

/** `"0x..."`: the alignment as four little-endian bytes, then the data, in upper-case hex. */
export function blobToHexString(alignment: number, data: Uint8Array): string {
  let out = '"0x';
  for (let i = 0; i < 4; i++) {
    const byte = (alignment >>> (8 * i)) & 0xff;
    out += HEX[byte >> 4]! + HEX[byte & 15]!;
  }
  for (const byte of data) out += HEX[byte >> 4]! + HEX[byte & 15]!;
  return out + '"';
}

const NO_EXTERNAL_RESOURCES: ReadonlyMap<string, ExternalResourceEntry[]> = new Map();

/**
 * Appends the `{-# ... #-}` section for the referenced blobs that exist and for the context's
 * external resources, as mlir-opt prints it after the top-level op; nothing when neither has an
 * entry.
 * With `stringLimit` (`--mlir-elide-resource-strings-if-larger`), an entry whose value is longer
 * than that many characters as printed (quotes included) is left out, and so is a group or section
 * left empty; the braces are printed even when nothing is left in them, as mlir-opt does. Without
 * `external`, only the blobs are printed.
 */
export function printResourceSection(
  printer: AttrTypePrinter,
  op: Operation,
  referenced: readonly string[],
  stringLimit?: number,
  external = true,
): void {
  const context = op.context;
  const manager = getResourceBlobManager(context);
  const resources = getResourceTables(context);
  const blobs = referenced.filter((name) => manager.lookup(name) !== undefined);
  const externalGroups = external ? resources.external : NO_EXTERNAL_RESOURCES;
  // Groups without entries do not count: with nothing to print there is no section.
  if (blobs.length === 0 && !hasExternalEntries(externalGroups)) return;
  const shown = (value: string) => stringLimit === undefined || value.length <= stringLimit;
  const entryLine = (key: string, value: string) =>
    `      ${printer.captureBody(() => printer.printKeywordOrString(key))}: ${value}`;
  const sections: string[] = [];
  const blobLines: string[] = [];
  for (const name of blobs) {
    const value = blobToHexString(resources.blobAlignments.get(name) ?? 1, manager.lookup(name)!);
    if (shown(value)) blobLines.push(entryLine(name, value));
  }
  if (blobLines.length > 0)
    sections.push(`  dialect_resources: {\n    builtin: {\n${blobLines.join(',\n')}\n    }\n  }`);
  const groups: string[] = [];
  for (const [group, entries] of externalGroups) {
    const lines = entries
      .filter((entry) => shown(entry.spelling))
      .map((entry) => entryLine(entry.key, entry.spelling));
    if (lines.length === 0) continue;
    const name = printer.captureBody(() => printer.printKeywordOrString(group));
    groups.push(`    ${name}: {\n${lines.join(',\n')}\n    }`);
  }
  if (groups.length > 0) sections.push(`  external_resources: {\n${groups.join(',\n')}\n  }`);
  printer.write(`\n{-#\n${sections.join(',\n')}\n#-}\n`);
}

function hasExternalEntries(
  groups: ReadonlyMap<string, readonly ExternalResourceEntry[]>,
): boolean {
  for (const entries of groups.values()) if (entries.length !== 0) return true;
  return false;
}
