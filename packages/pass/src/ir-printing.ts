/**
 * IR dumps around passes: `--mlir-print-ir-before=`, `--mlir-print-ir-after=`,
 * `--mlir-print-ir-before-all`, `--mlir-print-ir-after-all`, `--mlir-print-ir-after-change`,
 * `--mlir-print-ir-after-failure` and `--mlir-print-ir-module-scope`, with mlir-opt's headers;
 * written to one stream, or one file each in a tree of directories (`--mlir-print-ir-tree-dir`).
 */
import type { IRAdapter, IRPrintOptions } from './ir-adapter.js';
import type { AnyPass, PassInstrumentation } from './pass-manager.js';
import { OpToOpPassAdaptor } from './pass-manager.js';

export interface IRPrintingConfig {
  /** Which passes get a dump before they run. */
  printBefore: (pass: AnyPass) => boolean;
  /** Which passes get a dump after they run (or fail). */
  printAfter: (pass: AnyPass) => boolean;
  /** Dump after a pass only if it changed the IR. */
  onlyOnChange?: boolean;
  /** Dump after a pass only if it failed (every failing pass is dumped). */
  onlyOnFailure?: boolean;
  /** Print the whole top-level op instead of the op the pass ran on. */
  moduleScope?: boolean;
  print?: IRPrintOptions;
  /** Where dumps go (mlir-opt writes them to stderr). */
  write: (text: string) => void;
  /**
   * Where dumps go instead of {@link write} when set: one file per dump, in a directory per op
   * from the top-level op down to the op the pass ran on. `path` is those directories' names
   * (`func_func_main`, `builtin_module_no-symbol-name`) and then the file's, as mlir-opt names them.
   */
  writeFile?: (path: string[], text: string) => void;
}

export class IRPrinting implements PassInstrumentation {
  private readonly fingerprints = new Map<AnyPass, string>();
  /**
   * The dumps' print options. mlir-opt's dumps print dialect resources only: the input's external
   * resources (such as a reproducer's `mlir_reproducer` entry) belong to the final output.
   */
  private readonly print: IRPrintOptions;
  /**
   * For {@link IRPrintingConfig.writeFile}: how many dumps each op had before the current one
   * (its file names' counter). An ancestor that had none counts as 0, and its own first dump then
   * counts 1, as in mlir-opt. Weak, so that ops erased during the run can be collected.
   */
  private readonly dumpCounts = new WeakMap<object, number>();

  constructor(
    private readonly ir: IRAdapter,
    private readonly config: IRPrintingConfig,
  ) {
    this.print = { ...config.print, externalResources: false };
  }

  runBeforePass(pass: AnyPass, op: object): void {
    if (pass instanceof OpToOpPassAdaptor) return;
    if (this.config.onlyOnChange) this.fingerprints.set(pass, this.ir.fingerprint(op));
    if (this.config.printBefore(pass))
      this.dump(`IR Dump Before ${pass.name} (${pass.argument})`, op, pass);
  }

  runAfterPass(pass: AnyPass, op: object): void {
    if (pass instanceof OpToOpPassAdaptor) return;
    const before = this.fingerprints.get(pass);
    this.fingerprints.delete(pass);
    if (this.config.onlyOnFailure || !this.config.printAfter(pass)) return;
    if (this.config.onlyOnChange && before === this.ir.fingerprint(op)) return;
    this.dump(`IR Dump After ${pass.name} (${pass.argument})`, op, pass);
  }

  runAfterPassFailed(pass: AnyPass, op: object): void {
    if (pass instanceof OpToOpPassAdaptor) return;
    this.fingerprints.delete(pass);
    if (!this.config.onlyOnFailure && !this.config.printAfter(pass)) return;
    this.dump(`IR Dump After ${pass.name} Failed (${pass.argument})`, op, pass);
  }

  private dump(title: string, op: object, pass: AnyPass): void {
    const text = this.dumpText(title, op);
    const writeFile = this.config.writeFile;
    if (writeFile) writeFile(this.treePath(op, pass), text);
    else this.config.write(text);
  }

  private dumpText(title: string, op: object): string {
    const ir = this.ir;
    const print = this.print;
    if (!this.config.moduleScope) {
      // A nested op is printed on its own, so aliases and names are resolved locally, as MLIR does.
      const local = ir.parentOp(op) !== null ? { ...print, localScope: true } : print;
      return `// -----// ${title} //----- //\n${ir.print(op, local)}\n\n`;
    }
    const symbol = ir.symbolName(op);
    let top = op;
    for (let parent = ir.parentOp(top); parent; parent = ir.parentOp(top)) top = parent;
    const what = `('${ir.opName(op)}' operation${symbol === undefined ? '' : `: @${symbol}`})`;
    return `// -----// ${title} ${what} //----- //\n${ir.print(top, print)}\n\n`;
  }

  /**
   * The directories and file name of a dump of `op` by `pass`: `<op>_<symbol>` per op from the top
   * down, and `<counts>_<pass>.mlir`, the counts being each of those ops' dump counters.
   */
  private treePath(op: object, pass: AnyPass): string[] {
    const counts = this.dumpCounts;
    counts.set(op, (counts.get(op) ?? -1) + 1);
    const directories: string[] = [];
    const numbers: number[] = [];
    for (let current: object | null = op; current !== null; current = this.ir.parentOp(current)) {
      let count = counts.get(current);
      if (count === undefined) counts.set(current, (count = 0));
      numbers.push(count);
      const name = this.ir.opName(current).split('.').join('_');
      // A symbol's slashes become underscores, as in MLIR: the name stays one directory, inside
      // the tree (`@"a/../../x"` must not climb out of it).
      const symbol = this.ir.symbolName(current)?.replaceAll('/', '_') ?? 'no-symbol-name';
      directories.push(`${name}_${symbol}`);
    }
    directories.reverse();
    numbers.reverse();
    return [...directories, `${numbers.join('_')}_${pass.argument}.mlir`];
  }
}
