/**
 * The pretty form of locations (MLIR's `--mlir-pretty-debuginfo`): `file.c:3:4` for
 * `loc("file.c":3:4)`, `[a, b]` for `fused[a, b]`, `callee\n at caller` for a call site,
 * `[unknown]`. It is for people to read: the parser does not accept it back. Kept out of
 * attr-type-printer.ts, which cannot import the location classes at run time (they import it).
 */
import type { Attribute } from '../attributes/attribute.js';
import * as loc from '../attributes/location.js';
import type { AttrTypePrinter } from './attr-type-printer.js';

/**
 * Prints `attribute` in pretty form, without `loc(...)`, if it is a location (nested locations go
 * through `printer.printLocationBody`, so they may print as aliases); false for other attributes.
 */
export function printPrettyLocation(attribute: Attribute, printer: AttrTypePrinter): boolean {
  if (!(attribute instanceof loc.Location)) return false;
  if (attribute instanceof loc.UnknownLoc) {
    printer.write('[unknown]');
  } else if (attribute instanceof loc.FileLineColLoc) {
    // The file name as it is, unquoted and unescaped.
    let text = `${attribute.filename}:${attribute.line}:${attribute.column}`;
    if (attribute.isRange) {
      text +=
        attribute.endLine === attribute.line
          ? ` to :${attribute.endColumn}`
          : ` to ${attribute.endLine}:${attribute.endColumn}`;
    }
    printer.write(text);
  } else if (attribute instanceof loc.NameLoc) {
    printer.printEscapedString(attribute.name);
    if (!(attribute.childLoc instanceof loc.UnknownLoc)) {
      printer.write('(');
      printer.printLocationBody(attribute.childLoc);
      printer.write(')');
    }
  } else if (attribute instanceof loc.CallSiteLoc) {
    printer.printLocationBody(attribute.callee);
    // A named callee called from a file position stays on one line; every other caller goes on
    // a line of its own, as MLIR prints call stacks.
    const sameLine =
      attribute.callee instanceof loc.NameLoc && attribute.caller instanceof loc.FileLineColLoc;
    printer.write(sameLine ? ' at ' : '\n at ');
    printer.printLocationBody(attribute.caller);
  } else if (attribute instanceof loc.FusedLoc) {
    if (attribute.metadata) {
      printer.write('<');
      printer.printAttribute(attribute.metadata);
      printer.write('>');
    }
    // `[a, b]`: the plain form without its `fused` keyword.
    let separator = '[';
    for (const child of attribute.locations) {
      printer.write(separator);
      printer.printLocationBody(child);
      separator = ', ';
    }
    printer.write(separator === '[' ? '[]' : ']');
  } else {
    // Other kinds have no pretty form of their own.
    attribute.printBody(printer);
  }
  return true;
}
