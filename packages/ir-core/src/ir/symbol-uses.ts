import type { Attribute } from '../attributes/attribute.js';
import {
  ArrayAttr,
  DictionaryAttr,
  NamedAttribute,
  SymbolRefAttr,
} from '../attributes/builtin-attributes.js';
import type { Operation } from './operation.js';

/**
 * Finding and rewriting the symbol references held in an op's attributes (properties and
 * discardable attributes), looking inside arrays and dictionaries. Iterative, so deeply nested
 * attribute trees are fine.
 */

/** Calls `found` for each SymbolRefAttr in `root` (nested references are not looked into). */
export function forEachSymbolRef(root: Attribute, found: (ref: SymbolRefAttr) => void): void {
  const pending: Attribute[] = [root];
  while (pending.length !== 0) {
    const attr = pending.pop()!;
    if (attr instanceof SymbolRefAttr) found(attr);
    else if (attr instanceof ArrayAttr)
      for (let i = attr.value.length - 1; i >= 0; i--) pending.push(attr.value[i]!);
    else if (attr instanceof DictionaryAttr)
      for (let i = attr.value.length - 1; i >= 0; i--) pending.push(attr.value[i]!.value);
  }
}

/** The symbol references of `op`, in attribute-name order. */
export function symbolRefsOf(op: Operation): SymbolRefAttr[] {
  const refs: SymbolRefAttr[] = [];
  for (const [, value] of op.getAttrs()) forEachSymbolRef(value, (ref) => refs.push(ref));
  return refs;
}

/**
 * `attr` with every SymbolRefAttr replaced by `replace(ref)` (which returns the ref itself to keep
 * it). Returns `attr` itself when nothing changed. Containers are rebuilt bottom-up with an explicit
 * stack, so nesting depth is not limited by the call stack.
 */
export function replaceSymbolRefs(
  attr: Attribute,
  replace: (ref: SymbolRefAttr) => SymbolRefAttr,
): Attribute {
  // Each frame holds a container and the rebuilt values of the children visited so far.
  interface Frame {
    attr: ArrayAttr | DictionaryAttr;
    children: readonly Attribute[];
    rebuilt: Attribute[];
  }
  const childrenOf = (container: ArrayAttr | DictionaryAttr): readonly Attribute[] =>
    container instanceof ArrayAttr ? container.value : container.value.map((entry) => entry.value);
  const leaf = (a: Attribute): Attribute | null =>
    a instanceof SymbolRefAttr
      ? replace(a)
      : a instanceof ArrayAttr || a instanceof DictionaryAttr
        ? null
        : a;

  const rootLeaf = leaf(attr);
  if (rootLeaf !== null) return rootLeaf;
  const stack: Frame[] = [
    {
      attr: attr as ArrayAttr | DictionaryAttr,
      children: childrenOf(attr as ArrayAttr),
      rebuilt: [],
    },
  ];
  let result: Attribute = attr;
  while (stack.length !== 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.rebuilt.length < frame.children.length) {
      const child = frame.children[frame.rebuilt.length]!;
      const replaced = leaf(child);
      if (replaced !== null) frame.rebuilt.push(replaced);
      else {
        const container = child as ArrayAttr | DictionaryAttr;
        stack.push({ attr: container, children: childrenOf(container), rebuilt: [] });
      }
      continue;
    }
    stack.pop();
    const changed = frame.rebuilt.some((value, i) => value !== frame.children[i]);
    let rebuilt: Attribute = frame.attr;
    if (changed) {
      const context = frame.attr.context;
      rebuilt =
        frame.attr instanceof ArrayAttr
          ? ArrayAttr.get(context, frame.rebuilt)
          : DictionaryAttr.get(
              context,
              frame.attr.value.map((entry, i) => new NamedAttribute(entry.name, frame.rebuilt[i]!)),
            );
    }
    if (stack.length === 0) result = rebuilt;
    else stack[stack.length - 1]!.rebuilt.push(rebuilt);
  }
  return result;
}
