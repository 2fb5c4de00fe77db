/**
 * Parsing a whole source file (MLIR's `TopLevelOperationParser` and `parseSourceFile`): top-level
 * operations, `#alias = ...` / `!alias = ...` definitions, the `{-# ... #-}` file metadata with
 * resources, and the implicit `builtin.module` around the top-level ops.
 */
import type { Attribute } from '../attributes/attribute.js';
import { FileLineColLoc } from '../attributes/location.js';
import type { MLIRContext } from '../context.js';
import { Block } from '../ir/block.js';
import { Operation } from '../ir/operation.js';
import { verify } from '../verifier.js';
import type { Type } from '../types/type.js';
import { decodeStringLiteral, SourceFile, type TokenKind } from './lexer.js';
import { OperationParser } from './parser.js';
import { installOperationPrinter } from './printer.js';
import { blobToHexString, getResourceTables, insertBlobResource } from './resources.js';

export interface ParseSourceOptions {
  /** File name carried by locations (default `<string>`; mlir-opt uses the input path or `-`). */
  filename?: string;
  /**
   * Wrap the top-level ops in a `builtin.module` unless there is exactly one op and it is a module
   * (default true, like mlir-opt; `--no-implicit-module` sets it false, and then the input must be one op).
   */
  implicitModule?: boolean;
  /** Verify the parsed IR, as MLIR does after parsing (default true). */
  verifyAfterParse?: boolean;
  /** Lines before `text` in its file, for a chunk of a split input. */
  lineOffset?: number;
  /** Column of `text`'s first character on its line, for a chunk starting mid-line. */
  firstColumn?: number;
  /**
   * Readers of `external_resources` groups, by group name (MLIR's `attachResourceParser`): such a
   * group is handed to its reader entry by entry, instead of being kept to be printed back. A
   * reader returns false after reporting an error, which fails the parse.
   */
  resourceParsers?: Readonly<Record<string, (entry: ParsedResourceEntry) => boolean>>;
}

/** One entry of an `external_resources` group, as a resource reader sees it. */
export interface ParsedResourceEntry {
  readonly key: string;
  /** The value if it is a string; otherwise null, after an error at the value. */
  parseAsString(): string | null;
  /** The value if it is `true` or `false`; otherwise null, after an error at the value. */
  parseAsBool(): boolean | null;
  /** Reports an error at the entry's key; returns false. */
  emitError(message: string): false;
}

const TOKEN_SPELLINGS: Partial<Record<TokenKind, string>> = {
  r_brace: '}',
  file_metadata_end: '#-}',
};

class TopLevelParser extends OperationParser {
  resourceParsers: ParseSourceOptions['resourceParsers'];

  /**
   * Parses every top-level entity into `block`. Nesting is bounded by the depth limit, but custom
   * parsers spend more stack per level than the generic form: if the stack runs out first, that
   * is reported where the parser stood, like the depth limit, rather than thrown.
   */
  parseTopLevel(block: Block): boolean {
    try {
      return this.parseTopLevelEntities(block);
    } catch (error) {
      if (!(error instanceof RangeError) || !error.message.includes('call stack')) throw error;
      return this.errorHere('nesting too deep to parse: the parser ran out of stack');
    }
  }

  private parseTopLevelEntities(block: Block): boolean {
    for (;;) {
      switch (this.tokenKind) {
        case 'eof':
          return (
            this.checkForwardReferences() &&
            this.resolveDeferredLocations() &&
            this.popTopLevelScope()
          );
        case 'error':
          this.emitWrongTokenError('');
          return false;
        case 'hash_identifier':
          if (!this.parseAliasDefinition('attribute')) return false;
          break;
        case 'exclamation_identifier':
          if (!this.parseAliasDefinition('type')) return false;
          break;
        case 'file_metadata_begin':
          if (!this.parseFileMetadata()) return false;
          break;
        default:
          if (!this.parseOperation(block)) return false;
      }
    }
  }

  /** `#name = attribute` or `!name = type`. */
  private parseAliasDefinition(kind: 'attribute' | 'type'): boolean {
    const name = this.getTokenSpelling().slice(1);
    const table: Map<string, Attribute | Type> =
      kind === 'attribute' ? this.state.attributeAliases : this.state.typeAliases;
    if (table.has(name)) return this.errorHere(`redefinition of ${kind} alias id '${name}'`);
    if (name.includes('.'))
      return this.errorHere(`${kind} names with a '.' are reserved for dialect-defined names`);
    this.consume();
    if (!this.parseToken('equal', `expected '=' in ${kind} alias definition`)) return false;
    const value = kind === 'attribute' ? this.parseAttribute() : this.parseType();
    if (value === null) return false;
    table.set(name, value);
    return true;
  }

  /** Elements separated by commas up to `close` (MLIR's `parseCommaSeparatedListUntil`). */
  private parseListUntil(close: TokenKind, parseElement: () => boolean): boolean {
    if (this.consumeIf(close)) return true;
    do if (!parseElement()) return false;
    while (this.consumeIf('comma'));
    return this.parseToken(close, `expected ',' or '${TOKEN_SPELLINGS[close]}'`);
  }

  /** `{-# key: {...}, ... #-}`. */
  private parseFileMetadata(): boolean {
    this.consume();
    return this.parseListUntil('file_metadata_end', () => {
      const keyOffset = this.tokenStart;
      const key = this.parseOptionalKeyword();
      if (key === undefined)
        return this.errorHere('expected identifier key in file metadata dictionary');
      if (!this.parseToken('colon', "expected ':'")) return false;
      if (key === 'dialect_resources')
        return this.parseResourceGroups((name, offset) => this.parseDialectResources(name, offset));
      if (key === 'external_resources')
        return this.parseResourceGroups((name) => this.parseExternalResources(name));
      return this.errorAt(keyOffset, `unknown key '${key}' in file metadata dictionary`);
    });
  }

  /** `{ group: { entries }, ... }`. */
  private parseResourceGroups(parseBody: (name: string, offset: number) => boolean): boolean {
    if (!this.parseToken('l_brace', "expected '{'")) return false;
    return this.parseListUntil('r_brace', () => {
      const offset = this.tokenStart;
      const name = this.parseOptionalKeyword();
      if (name === undefined) return this.errorHere("expected identifier key for 'resource' entry");
      if (!this.parseToken('colon', "expected ':'") || !this.parseToken('l_brace', "expected '{'"))
        return false;
      return parseBody(name, offset);
    });
  }

  /** The entries of `dialect_resources.<dialect>`; only the builtin dialect has resources (blobs). */
  private parseDialectResources(dialectName: string, offset: number): boolean {
    const dialect = this.context.getOrLoadDialect(dialectName);
    if (dialect === undefined) return this.errorAt(offset, `dialect '${dialectName}' is unknown`);
    if (dialectName !== 'builtin')
      return this.errorHere(`unexpected 'resource' section for dialect '${dialectName}'`);
    return this.parseListUntil('r_brace', () => {
      const key = this.parseResourceKey("expected identifier key for 'resource' entry");
      if (key === null) return false;
      const blob = this.parseHexBlobValue(key);
      if (blob === null) return false;
      insertBlobResource(this.context, key, blob.alignment, blob.data);
      return true;
    });
  }

  /** The entries of `external_resources.<group>`, kept as spelled (blobs as mlir-opt spells them). */
  private parseExternalResources(group: string): boolean {
    const reader = this.resourceParsers?.[group];
    if (reader !== undefined) return this.readExternalResources(reader);
    const entries = getResourceTables(this.context).external;
    const list = entries.get(group) ?? [];
    entries.set(group, list);
    return this.parseListUntil('r_brace', () => {
      const key = this.parseResourceKey("expected identifier key for 'external_resources' entry");
      if (key === null) return false;
      // As mlir-opt's fallback for groups nobody handles: a bool, a hex blob (a string starting
      // with `0x`, printed back in mlir-opt's spelling) or any other string.
      const kind = this.tokenKind;
      const isBool = kind === 'bare_identifier' && /^(true|false)$/.test(this.getTokenSpelling());
      if (!isBool && kind !== 'string')
        return this.errorHere(`expected string value for key '${key}'`);
      if (kind === 'string' && this.getTokenSpelling().startsWith('"0x')) {
        const blob = this.parseHexBlobValue(key);
        if (blob === null) return false;
        list.push({ key, spelling: blobToHexString(blob.alignment, blob.data) });
      } else list.push({ key, spelling: this.consumeSpelling() });
      return true;
    });
  }

  /**
   * The `"0x..."` blob value of `key`: its alignment (the first 4 bytes, little-endian) and its
   * data; null after mlir-opt's error at the value.
   */
  private parseHexBlobValue(key: string): { alignment: number; data: Uint8Array } | null {
    const value = this.peek();
    this.consume();
    const blob = value.kind === 'string' ? decodeHexBlob(this.getTokenSpelling(value)) : null;
    if (blob === null)
      return this.errorAt(value.start, `expected hex string blob for key '${key}'`) || null;
    const alignmentMessage = `expected hex string blob for key '${key}' to encode alignment in first 4 bytes`;
    if (blob.length < 4) return this.errorAt(value.start, alignmentMessage) || null;
    const alignment = (blob[0]! | (blob[1]! << 8) | (blob[2]! << 16) | (blob[3]! << 24)) >>> 0;
    if (alignment !== 0 && (alignment & (alignment - 1)) !== 0) {
      const message = `${alignmentMessage}, but got non-power-of-2 value: ${alignment}`;
      return this.errorAt(value.start, message) || null;
    }
    return { alignment, data: blob.slice(4) };
  }

  /** The entries of an external resource group that has a reader, handed to it one by one. */
  private readExternalResources(reader: (entry: ParsedResourceEntry) => boolean): boolean {
    return this.parseListUntil('r_brace', () => {
      const keyOffset = this.tokenStart;
      const key = this.parseResourceKey("expected identifier key for 'external_resources' entry");
      if (key === null) return false;
      const valueOffset = this.tokenStart;
      const kind = this.tokenKind;
      const spelling = this.consumeSpelling();
      const entry: ParsedResourceEntry = {
        key,
        parseAsString: () =>
          kind === 'string'
            ? new TextDecoder().decode(decodeStringLiteral(spelling))
            : this.errorAt(valueOffset, `expected string value for key '${key}'`) || null,
        parseAsBool: () =>
          kind === 'bare_identifier' && (spelling === 'true' || spelling === 'false')
            ? spelling === 'true'
            : this.errorAt(valueOffset, `expected 'true' or 'false' value for key '${key}'`) ||
              null,
        emitError: (message) => this.errorAt(keyOffset, message),
      };
      return reader(entry);
    });
  }

  /** `key:` where the key is a keyword or a string. */
  private parseResourceKey(missing: string): string | null {
    let key: string | undefined = this.parseOptionalKeyword();
    if (key === undefined && this.tokenKind === 'string') key = this.parseOptionalString();
    if (key === undefined) return this.errorHere(missing) || null;
    return this.parseToken('colon', "expected ':'") ? key : null;
  }
}

/** The bytes of a `"0x..."` string literal, or null when it is not one. */
function decodeHexBlob(spelling: string): Uint8Array | null {
  const text = new TextDecoder().decode(decodeStringLiteral(spelling));
  if (!text.startsWith('0x') || text.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(text.slice(2)))
    return null;
  const bytes = new Uint8Array((text.length - 2) / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(text.slice(2 + 2 * i, 4 + 2 * i), 16);
  return bytes;
}

/**
 * Parses `text` into an operation (mlir-opt's parse of its input). Diagnostics go to the context's
 * diagnostic engine; null means at least one error was reported.
 */
export function parseSourceString(
  text: string,
  context: MLIRContext,
  options: ParseSourceOptions = {},
): Operation | null {
  const filename = options.filename ?? '<string>';
  if (context.printOperationForDiagnostic === null) installOperationPrinter(context);
  const parser = new TopLevelParser(context, new SourceFile(text, filename), {
    lineOffset: options.lineOffset,
    firstColumn: options.firstColumn,
  });
  parser.resourceParsers = options.resourceParsers;
  const block = new Block();
  if (!parser.parseTopLevel(block)) return null;
  // mlir-opt places the implicit module at 0:0 of the file, or at the start of a split chunk.
  const chunked = (options.lineOffset ?? 0) > 0 || (options.firstColumn ?? 1) > 1;
  const fileLoc = chunked
    ? FileLineColLoc.get(context, filename, (options.lineOffset ?? 0) + 1, options.firstColumn ?? 1)
    : FileLineColLoc.get(context, filename, 0, 0);
  let top: Operation;
  const ops = block.operations;
  if (options.implicitModule === false) {
    if (ops.length !== 1) {
      parser.emitError(
        fileLoc,
        `source must contain a single top-level operation, found: ${ops.length}`,
      );
      return null;
    }
    top = ops[0]!;
    top.remove();
  } else if (ops.length === 1 && ops[0]!.name.identifier === 'builtin.module') {
    top = ops[0]!;
    top.remove();
  } else {
    top = Operation.create({ name: 'builtin.module', location: fileLoc, regions: 1 });
    const body = top.getRegion(0).emplaceBlock();
    for (const op of ops) {
      op.remove();
      body.push(op);
    }
  }
  if (options.verifyAfterParse !== false && !verify(top)) return null;
  return top;
}
