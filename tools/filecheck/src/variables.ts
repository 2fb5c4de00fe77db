// The variable tables shared by all patterns of one FileCheck run.

import { NumericFormat, type NumericScope, type NumericVariable } from './numeric.js';

export class Variables implements NumericScope {
  /** Current values of string variables (byte strings). */
  readonly strings = new Map<string, string>();
  /** Names of string variables defined anywhere so far, to reject a numeric variable of the same name. */
  readonly stringNames = new Set<string>();
  private readonly numerics = new Map<string, NumericVariable>();

  numericVariable(name: string): NumericVariable {
    let variable = this.numerics.get(name);
    if (!variable) {
      variable = { name, value: undefined, format: NumericFormat.unsigned, defLine: undefined };
      this.numerics.set(name, variable);
    }
    return variable;
  }

  isStringVariable(name: string): boolean {
    return this.stringNames.has(name);
  }

  isNumericVariable(name: string): boolean {
    return this.numerics.has(name);
  }

  defineNumeric(
    name: string,
    format: NumericFormat,
    defLine: number | undefined,
  ): NumericVariable | undefined {
    const existing = this.numerics.get(name);
    if (existing) return existing.format.equals(format) ? existing : undefined;
    const variable: NumericVariable = { name, value: undefined, format, defLine };
    this.numerics.set(name, variable);
    return variable;
  }

  /**
   * --enable-var-scope: forget variables whose names do not start with '$'. Parsed expressions hold
   * numeric variables directly, so those lose their value rather than their table entry.
   */
  clearLocals(): void {
    for (const name of [...this.strings.keys()]) {
      if (!name.startsWith('$')) this.strings.delete(name);
    }
    for (const variable of this.numerics.values()) {
      if (!variable.name.startsWith('$')) variable.value = undefined;
    }
  }
}
