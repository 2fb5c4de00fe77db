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
function blobToHexString(alignment: number, data: Uint8Array): string {
  let out = '"0x';
  for (let i = 0; i < 4; i++) {
    const byte = (alignment >>> (8 * i)) & 0xff;
    out += HEX[byte >> 4]! + HEX[byte & 15]!;
  }
  for (const byte of data) out += HEX[byte >> 4]! + HEX[byte & 15]!;
  return out + '"';
}

/**
 * Appends the `{-# ... #-}` section for the referenced blobs that exist and for the context's
 * external resources, as mlir-opt prints it after the top-level op; nothing when both are empty.
 */
export function printResourceSection(
  printer: AttrTypePrinter,
  op: Operation,
  referenced: readonly string[],
): void {
  const context = op.context;
  const manager = getResourceBlobManager(context);
  const resources = getResourceTables(context);
  const blobs = referenced.filter((name) => manager.lookup(name) !== undefined);
  if (blobs.length === 0 && resources.external.size === 0) return;
  const sections: string[] = [];
  if (blobs.length > 0) {
    const lines = blobs.map((name) => {
      const key = printer.captureBody(() => printer.printKeywordOrString(name));
      return `      ${key}: ${blobToHexString(resources.blobAlignments.get(name) ?? 1, manager.lookup(name)!)}`;
    });
    sections.push(`  dialect_resources: {\n    builtin: {\n${lines.join(',\n')}\n    }\n  }`);
  }
  if (resources.external.size > 0) {
    const groups = [...resources.external].map(([group, entries]) => {
      const name = printer.captureBody(() => printer.printKeywordOrString(group));
      const lines = entries.map((entry) => {
        const key = printer.captureBody(() => printer.printKeywordOrString(entry.key));
        return `      ${key}: ${entry.spelling}`;
      });
      return `    ${name}: {\n${lines.join(',\n')}\n    }`;
    });
    sections.push(`  external_resources: {\n${groups.join(',\n')}\n  }`);
  }
  printer.write(`\n{-#\n${sections.join(',\n')}\n#-}\n`);
}
