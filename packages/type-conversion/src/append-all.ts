/** Appends `items` to `target` without spreading, which overflows the call stack for long lists. */
export function appendAll<T>(target: T[], items: readonly T[]): void {
  for (let i = 0; i < items.length; i++) target.push(items[i]!);
}
