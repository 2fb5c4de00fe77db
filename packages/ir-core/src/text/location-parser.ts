import {
  CallSiteLoc,
  FileLineColLoc,
  FusedLoc,
  Location,
  NameLoc,
  UnknownLoc,
} from '../attributes/location.js';
import type { Attribute } from '../attributes/attribute.js';
import type { AttrTypeParser } from './attr-type-parser.js';

/**
 * The inside of `loc(...)`: `unknown`, `"file":line:col` (with MLIR 22's ranges `to :col` and
 * `to line:col`), `"name"` / `"name"(child)`, `callsite(callee at caller)`, `fused<meta>?[...]`, or
 * an alias `#loc3` naming a location.
 */
export function parseLocationBody(parser: AttrTypeParser): Location | null {
  return parser.parseNested(() => parseLocationInstance(parser));
}

function parseLocationInstance(parser: AttrTypeParser): Location | null {
  const location = parser.tokenStart;
  if (parser.tokenKind === 'hash_identifier') {
    const attr: Attribute | null = parser.parseAttribute();
    if (!attr) return null;
    if (attr instanceof Location) return attr;
    parser.emitErrorAt(location, 'expected location attribute, but got ' + attr.toString());
    return null;
  }
  if (parser.tokenKind === 'string') return parseFileOrNameLoc(parser);
  const keyword = parser.parseOptionalKeyword(['unknown', 'callsite', 'fused']);
  switch (keyword) {
    case 'unknown':
      return UnknownLoc.get(parser.context);
    case 'callsite':
      return parseCallSite(parser);
    case 'fused':
      return parseFused(parser);
    default:
      parser.emitWrongTokenError('expected location instance');
      return null;
  }
}

function parseCallSite(parser: AttrTypeParser): Location | null {
  if (!parser.expect('l_paren', "expected '(' in callsite location")) return null;
  const callee = parseLocationBody(parser);
  if (!callee) return null;
  if (parser.parseOptionalKeyword('at') === undefined) {
    parser.emitWrongTokenError("expected 'at' in callsite location");
    return null;
  }
  const caller = parseLocationBody(parser);
  if (!caller || !parser.expect('r_paren', "expected ')' in callsite location")) return null;
  return CallSiteLoc.get(callee, caller);
}

function parseFused(parser: AttrTypeParser): Location | null {
  let metadata: Attribute | null = null;
  if (parser.parseOptionalLess()) {
    metadata = parser.parseAttribute();
    if (!metadata || !parser.expect('greater', "expected '>' after fused location metadata"))
      return null;
  }
  const locations: Location[] = [];
  if (parser.tokenKind !== 'l_square') {
    parser.emitWrongTokenError("expected '[' in fused location");
    return null;
  }
  const ok = parser.parseCommaSeparatedList(
    'square',
    () => {
      const location = parseLocationBody(parser);
      if (location) locations.push(location);
      return location !== null;
    },
    ' in fused location',
  );
  return ok ? FusedLoc.get(parser.context, locations, metadata) : null;
}

function parseUnsigned(parser: AttrTypeParser, what: string): number | null {
  const start = parser.tokenStart;
  if (parser.tokenKind !== 'integer') {
    parser.emitError(parser.currentLocation(), `expected integer ${what} in FileLineColRange`);
    return null;
  }
  const value = Number(BigInt(parser.consumeSpelling()));
  if (value > 0xffffffff) {
    parser.emitError(
      parser.getLocation(start),
      `expected 32-bit integer ${what} in FileLineColRange`,
    );
    return null;
  }
  return value;
}

function parseFileOrNameLoc(parser: AttrTypeParser): Location | null {
  const text = parser.parseString();
  if (text === null) return null;
  const context = parser.context;
  if (parser.parseOptionalColon()) {
    const line = parseUnsigned(parser, 'line number');
    if (line === null) return null;
    let column = 0;
    if (parser.parseOptionalColon()) {
      const parsed = parseUnsigned(parser, 'column number');
      if (parsed === null) return null;
      column = parsed;
    }
    if (parser.parseOptionalKeyword('to') === undefined)
      return FileLineColLoc.get(context, text, line, column);
    // `to :col` stays on the start line; `to line:col` ends elsewhere.
    let endLine = line;
    if (!parser.parseOptionalColon()) {
      const parsed = parser.tokenKind === 'integer' ? parseUnsigned(parser, 'line number') : null;
      if (parsed === null || !parser.parseOptionalColon()) {
        parser.emitError(
          parser.currentLocation(),
          'expected either integer or `:` post `to` in FileLineColRange',
        );
        return null;
      }
      endLine = parsed;
    }
    const endColumn = parseUnsigned(parser, 'column number');
    if (endColumn === null) return null;
    return FileLineColLoc.getRange(context, text, line, column, endLine, endColumn);
  }
  if (!parser.parseOptionalLParen()) return NameLoc.get(context, text);
  const child = parseLocationBody(parser);
  if (!child || !parser.expect('r_paren', "expected ')' after child location of NameLoc"))
    return null;
  return NameLoc.get(context, text, child);
}
