/**
 * The scalar types corpus programs compute with, and the facts about them the generator needs to
 * stay clear of undefined behaviour: bit widths (for shift amounts and casts) and literal ranges.
 */
export type IntType = 'i1' | 'i8' | 'i16' | 'i32' | 'i64' | 'index';
export type FloatType = 'f32' | 'f64';
export type ScalarType = IntType | FloatType;

export const INT_TYPES: readonly IntType[] = ['i1', 'i8', 'i16', 'i32', 'i64', 'index'];
/** Integer types that casts between widths apply to (`index` goes through `index_cast`). */
export const SIZED_INT_TYPES: readonly IntType[] = ['i1', 'i8', 'i16', 'i32', 'i64'];
export const FLOAT_TYPES: readonly FloatType[] = ['f32', 'f64'];
export const SCALAR_TYPES: readonly ScalarType[] = [...INT_TYPES, ...FLOAT_TYPES];

export function isFloat(type: ScalarType): type is FloatType {
  return type === 'f32' || type === 'f64';
}

/** Bits of an integer type; `index` is 64 bits on every host mlir-runner targets here. */
export function bitWidth(type: IntType): number {
  switch (type) {
    case 'i1':
      return 1;
    case 'i8':
      return 8;
    case 'i16':
      return 16;
    case 'i32':
      return 32;
    case 'i64':
    case 'index':
      return 64;
  }
}

/** The smallest and largest signed value of a width, as decimal text (64 bits exceed a double). */
export function signedExtremes(type: IntType): readonly [string, string] {
  const width = bitWidth(type);
  if (width === 1) return ['-1', '0'];
  const half = 1n << BigInt(width - 1);
  return [(-half).toString(), (half - 1n).toString()];
}
