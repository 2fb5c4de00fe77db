import { MemoryEffectOpInterface, type Operation, RecursiveMemoryEffects } from '@strata/ir-core';

/**
 * ir-core's `isMemoryEffectFree`, remembered per op while the IR does not change: an op with
 * recursive effects is effect-free when its own effects are none and its nested ops are, so each
 * op is looked at once however deep the nesting (asking ir-core for every op of a 10^5-deep nest
 * would walk the nest 10^5 times). Iterative.
 */
export class EffectFreedomCache {
  private readonly known = new Map<Operation, boolean>();

  isMemoryEffectFree(root: Operation): boolean {
    const cached = this.known.get(root);
    if (cached !== undefined) return cached;
    const stack: Operation[] = [root];
    while (stack.length !== 0) {
      const op = stack[stack.length - 1]!;
      if (this.known.has(op)) {
        stack.pop();
        continue;
      }
      const model = MemoryEffectOpInterface.get(op);
      const recursive = op.hasTrait(RecursiveMemoryEffects.key);
      if ((model === null && !recursive) || (model !== null && model.getEffects(op).length !== 0)) {
        this.known.set(op, false);
        stack.pop();
        continue;
      }
      if (!recursive) {
        this.known.set(op, true);
        stack.pop();
        continue;
      }
      // Nested ops first; the op itself is decided when they all are.
      let waiting = false;
      let free = true;
      for (const region of op.regions) {
        for (const block of region) {
          for (let nested = block.firstOp; nested !== null; nested = nested.nextNode) {
            const answer = this.known.get(nested);
            if (answer === undefined) {
              stack.push(nested);
              waiting = true;
            } else if (!answer) {
              free = false;
            }
          }
        }
      }
      if (waiting) continue;
      this.known.set(op, free);
      stack.pop();
    }
    return this.known.get(root)!;
  }
}
