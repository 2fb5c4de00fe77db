/**
 * IR dumps around passes: `--mlir-print-ir-before=`, `--mlir-print-ir-after=`,
 * `--mlir-print-ir-before-all`, `--mlir-print-ir-after-all`, `--mlir-print-ir-after-change`,
 * `--mlir-print-ir-after-failure` and `--mlir-print-ir-module-scope`, with mlir-opt's headers.
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
}

export class IRPrinting implements PassInstrumentation {
  private readonly fingerprints = new Map<AnyPass, string>();
  /**
   * The dumps' print options. mlir-opt's dumps print dialect resources only: the input's external
   * resources (such as a reproducer's `mlir_reproducer` entry) belong to the final output.
   */
  private readonly print: IRPrintOptions;

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
      this.dump(`IR Dump Before ${pass.name} (${pass.argument})`, op);
  }

  runAfterPass(pass: AnyPass, op: object): void {
    if (pass instanceof OpToOpPassAdaptor) return;
    const before = this.fingerprints.get(pass);
    this.fingerprints.delete(pass);
    if (this.config.onlyOnFailure || !this.config.printAfter(pass)) return;
    if (this.config.onlyOnChange && before === this.ir.fingerprint(op)) return;
    this.dump(`IR Dump After ${pass.name} (${pass.argument})`, op);
  }

  runAfterPassFailed(pass: AnyPass, op: object): void {
    if (pass instanceof OpToOpPassAdaptor) return;
    this.fingerprints.delete(pass);
    if (!this.config.onlyOnFailure && !this.config.printAfter(pass)) return;
    this.dump(`IR Dump After ${pass.name} Failed (${pass.argument})`, op);
  }

  private dump(title: string, op: object): void {
    const ir = this.ir;
    const print = this.print;
    if (!this.config.moduleScope) {
      // A nested op is printed on its own, so aliases and names are resolved locally, as MLIR does.
      const local = ir.parentOp(op) !== null ? { ...print, localScope: true } : print;
      this.config.write(`// -----// ${title} //----- //\n${ir.print(op, local)}\n\n`);
      return;
    }
    const symbol = ir.symbolName(op);
    let top = op;
    for (let parent = ir.parentOp(top); parent; parent = ir.parentOp(top)) top = parent;
    const what = `('${ir.opName(op)}' operation${symbol === undefined ? '' : `: @${symbol}`})`;
    this.config.write(`// -----// ${title} ${what} //----- //\n${ir.print(top, print)}\n\n`);
  }
}
