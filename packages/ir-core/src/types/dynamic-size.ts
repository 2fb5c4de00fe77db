/**
 * The size of a dimension, stride or offset whose value is only known at run time (`?`). MLIR uses
 * INT64_MIN; any value no real size can take serves, and a safe integer keeps sizes plain numbers.
 */
export const kDynamic = Number.MIN_SAFE_INTEGER;

export function isDynamicDim(size: number): boolean {
  return size === kDynamic;
}
