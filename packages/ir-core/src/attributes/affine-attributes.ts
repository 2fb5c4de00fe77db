import type { MLIRContext } from '../context.js';
import type { AttrTypePrinter } from '../text/attr-type-printer.js';
import { kDynamic } from '../types/dynamic-size.js';
import { Attribute } from './attribute.js';
import type { AffineMap, IntegerSet } from './affine-map.js';

/** `affine_map<(d0) -> (d0 + 1)>`. */
export class AffineMapAttr extends Attribute {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly value: AffineMap,
  ) {
    super(context, uid);
  }

  static get(map: AffineMap): AffineMapAttr {
    const context = map.context;
    return context.uniquer.get(
      `amapattr|${map.uid}`,
      (uid) => new AffineMapAttr(context, uid, map),
    );
  }

  print(printer: AttrTypePrinter): void {
    const out = ['affine_map<'];
    this.value.printTo(out);
    out.push('>');
    printer.write(out.join(''));
  }
}

/** `affine_set<(d0) : (d0 >= 0)>`. */
export class IntegerSetAttr extends Attribute {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly value: IntegerSet,
  ) {
    super(context, uid);
  }

  static get(set: IntegerSet): IntegerSetAttr {
    const context = set.context;
    return context.uniquer.get(
      `isetattr|${set.uid}`,
      (uid) => new IntegerSetAttr(context, uid, set),
    );
  }

  print(printer: AttrTypePrinter): void {
    const out = ['affine_set<'];
    this.value.printTo(out);
    out.push('>');
    printer.write(out.join(''));
  }
}

/**
 * `strided<[s0, s1], offset: o>`: a memref layout given by strides and an offset, any of which may
 * be dynamic (`kDynamic`, printed `?`). A zero offset is not printed.
 */
export class StridedLayoutAttr extends Attribute {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly offset: number,
    readonly strides: readonly number[],
  ) {
    super(context, uid);
  }

  static get(context: MLIRContext, offset: number, strides: readonly number[]): StridedLayoutAttr {
    return context.uniquer.get(
      `strided|${offset}|${strides.join(',')}`,
      (uid) => new StridedLayoutAttr(context, uid, offset, Object.freeze([...strides])),
    );
  }

  print(printer: AttrTypePrinter): void {
    const show = (value: number) => (value === kDynamic ? '?' : String(value));
    let text = 'strided<[' + this.strides.map(show).join(', ') + ']';
    if (this.offset !== 0) text += ', offset: ' + show(this.offset);
    printer.write(text + '>');
  }
}
