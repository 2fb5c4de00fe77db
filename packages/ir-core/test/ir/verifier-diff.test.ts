import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { FileLineColLoc, type Location } from '../../src/attributes/location.js';
import { MLIRContext } from '../../src/context.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/dialect.js';
import type { Diagnostic } from '../../src/support/diagnostics.js';
import { parseSourceString } from '../../src/text/source-parser.js';

/**
 * Differential test of the verifier: each input parses in both tools (generic form, unregistered
 * ops, builtin ops) and is rejected, or accepted, by verification. The first diagnostic and its
 * notes must match mlir-opt's exactly (location, severity, message), ignoring the "see current
 * operation" notes (mlir-opt runs with --mlir-print-op-on-diagnostic=false).
 */
const MLIR_OPT = '/usr/lib/llvm-22/bin/mlir-opt';
const haveMlirOpt = existsSync(MLIR_OPT);

const CASES: Record<string, string> = {
  'use before definition in an SSA block': `
"t.f"() ({
  %0 = "t.a"(%1) : (i32) -> i32
  %1 = "t.b"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()`,
  'use of a value from a sibling block': `
"t.f"() ({
  "t.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  %0 = "t.a"() : () -> i32
  "t.br"()[^bb2] : () -> ()
^bb2:
  "t.use"(%0) : (i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()`,
  'use of a block argument of a non-dominating block': `
"t.f"() ({
  "t.br"()[^bb1, ^bb2] : () -> ()
^bb1(%a: i32):
  "t.br"()[^bb2] : () -> ()
^bb2:
  "t.use"(%a) : (i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()`,
  'use in a nested region of a value defined later': `
"t.f"() ({
  "t.wrap"() ({
    "t.use"(%0) : (i32) -> ()
  }) : () -> ()
  %0 = "t.a"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()`,
  'use of a result defined in a later block from a nested region': `
"t.f"() ({
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.wrap"() ({
    "t.use"(%0) : (i32) -> ()
  }) : () -> ()
  "t.br"()[^bb2] : () -> ()
^bb2:
  %0 = "t.a"() : () -> i32
  "t.ret"() : () -> ()
}) : () -> ()`,
  'entry block with predecessors': `
"t.f"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.br"()[^bb0] : () -> ()
}) : () -> ()`,
  'successors in the middle of a block': `
"t.f"() ({
  "t.br"()[^bb1] : () -> ()
  "t.ret"() : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()`,
  'empty block in a multi-block region': `
"t.f"() ({
  "t.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()`,
  'redefinition of a symbol in a module': `
"t.s"() {sym_name = "a"} : () -> ()
"t.s"() {sym_name = "b"} : () -> ()
"t.s"() {sym_name = "a"} : () -> ()`,
  'redefinition of a symbol in a nested module': `
module @outer {
  module @inner {
    "t.s"() {sym_name = "x"} : () -> ()
    "t.s"() {sym_name = "x"} : () -> ()
  }
}`,
  'unknown op of the builtin dialect': `
"builtin.frobnicate"() : () -> ()`,
  'block with no terminator (a registered non-terminator ends it)': `
"t.f"() ({
  %0 = "t.a"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
}) : () -> ()`,
  'dominance is checked inside ops nested in a module': `
module {
  "t.f"() ({
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.use"(%v) : (i32) -> ()
    %v = "t.a"() : () -> i32
    "t.ret"() : () -> ()
  }) : () -> ()
}`,
  'a module nested in an SSA region may not capture values (isolation)': `
"t.f"() ({
  %0 = "t.a"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "builtin.module"() ({
    "t.use"(%0) : (i32) -> ()
  }) : () -> ()
  "t.ret"() : () -> ()
}) : () -> ()`,
  'a module with two blocks': `
"builtin.module"() ({
  "t.x"() : () -> ()
^bb1:
  "t.y"() : () -> ()
}) : () -> ()`,
  'the second operand is the one that does not dominate': `
"t.f"() ({
  %0 = "t.a"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.br"()[^bb2] : () -> ()
^bb2:
  "t.r"(%0, %1) : (i32, i32) -> ()
  %1 = "t.a"() : () -> i32
}) : () -> ()`,
  'a loop whose block arguments dominate their uses': `
"t.f"() ({
^bb0(%a: i32):
  "t.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  %c = builtin.unrealized_conversion_cast %b : i32 to i64
  "t.br"(%c)[^bb1] : (i64) -> ()
}) : () -> ()`,
  'graph-like region of an unregistered op accepts any order': `
"t.g"() ({
  %0 = "t.a"(%1) : (i32) -> i32
  %1 = "t.b"(%0) : (i32) -> i32
}) : () -> ()`,
  'module bodies are graph regions': `
%0 = "t.a"(%1) : (i32) -> i32
%1 = "t.b"() : () -> i32`,
  'unreachable blocks are not checked for dominance': `
"t.f"() ({
  "t.ret"() : () -> ()
^bb1:
  "t.use"(%0) : (i32) -> ()
  %0 = "t.a"() : () -> i32
  "t.ret"() : () -> ()
}) : () -> ()`,
  'a well-formed diamond': `
"t.f"() ({
^bb0(%arg: i32):
  %0 = "t.a"(%arg) : (i32) -> i32
  "t.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "t.br"(%0)[^bb3] : (i32) -> ()
^bb2:
  "t.br"(%arg)[^bb3] : (i32) -> ()
^bb3(%m: i32):
  "t.use"(%m, %0, %arg) : (i32, i32, i32) -> ()
  "t.ret"() : () -> ()
}) : () -> ()`,
  'a module with region arguments': `
"builtin.module"() ({
^bb0(%a: i32):
  "t.x"() : () -> ()
}) : () -> ()`,
  'a cast with no results': `
%0 = "t.a"() : () -> i32
"builtin.unrealized_conversion_cast"(%0) : (i32) -> ()`,
  'a module may not use a value from above': `
%0 = "t.a"() : () -> i32
module {
  "t.u"(%0) : (i32) -> ()
}`,
  'an isolated op reports a captured value before a use that precedes its definition': `
"t.f"() ({
  %0 = "t.a"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "builtin.module"() ({
    "t.g"() ({
      "t.br"()[^bb1] : () -> ()
    ^bb1:
      "t.use"(%1) : (i32) -> ()
      %1 = "t.a"() : () -> i32
      "t.use"(%0) : (i32) -> ()
      "t.ret"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "t.ret"() : () -> ()
}) : () -> ()`,
  'dominance failures come in MLIR order: an outer region before the regions nested in it': `
"t.f"() ({
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.wrap"() ({
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.use"(%1) : (i32) -> ()
    %1 = "t.a"() : () -> i32
    "t.ret"() : () -> ()
  }) : () -> ()
  "t.use"(%2) : (i32) -> ()
  %2 = "t.a"() : () -> i32
  "t.ret"() : () -> ()
}) : () -> ()`,
  'entry block with predecessors in a nested region': `
"t.f"() ({
  "t.g"() ({
  ^bb0:
    "t.br"()[^bb0] : () -> ()
  }) : () -> ()
  "t.ret"() : () -> ()
}) : () -> ()`,
  'a module with an invalid visibility': `
module @m attributes {sym_visibility = "bogus"} {
}`,
  'casts and symbols that are fine': `
module @m {
  %0 = "t.a"() : () -> i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  "t.s"() {sym_name = "a"} : () -> ()
  module @n {
    "t.s"() {sym_name = "a"} : () -> ()
  }
}`,
  // The verifier checks isolation and dominance of an isolated op's regions during its main walk
  // and walks them a second time only when a use looks wrong: the cases below reach both paths.
  'use of an outer value two modules deep, after a clean sibling module': `
%0 = "t.a"() : () -> i32
module @clean {
  %1 = "t.b"() : () -> i32
  "t.use"(%1) : (i32) -> ()
}
module @outer {
  "t.wrap"() ({
    module @inner {
      "t.use"(%0) : (i32) -> ()
    }
  }) : () -> ()
}`,
  'use in a nested region of a later block of a value from the entry block': `
"t.f"() ({
  %0 = "t.a"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.wrap"() ({
    "t.wrap"() ({
      "t.use"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "t.ret"() : () -> ()
}) : () -> ()`,
  'non-dominating use in an unreachable block': `
"t.f"() ({
  "t.ret"() : () -> ()
^bb1:
  "t.use"(%0) : (i32) -> ()
  %0 = "t.a"() : () -> i32
  "t.br"()[^bb1] : () -> ()
}) : () -> ()`,
  'use three regions deep of a value defined after the enclosing op': `
"t.wrap"() ({
  "t.wrap"() ({
    "t.wrap"() ({
      "t.use"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
%0 = "t.a"() : () -> i32`,
  'use of a value defined inside a sibling region': `
"t.wrap"() ({
  %0 = "t.a"() : () -> i32
}, {
  "t.use"(%0) : (i32) -> ()
}) : () -> ()`,
  'use in an isolated op of a value of its enclosing block, defined after it': `
module @m {
  "t.wrap"() ({
    module @inner {
      "t.use"(%0) : (i32) -> ()
    }
    %0 = "t.a"() : () -> i32
  }) : () -> ()
}`,
  // Each isolated op reports its first error even when a sibling failed; a parent with a failed
  // child skips its own region checks (here @root's and @x's symbol tables).
  'every nested module reports its first error, in order': `
module @root {
  module @a {
    "t.f"() ({
      "t.br"()[^bb1] : () -> ()
    ^bb1:
      "t.use"(%v) : (i32) -> ()
      %v = "t.def"() : () -> i32
      "t.ret"() : () -> ()
    }) : () -> ()
  }
  module @b {
    "builtin.bogus"() : () -> ()
  }
  module @c {
    "t.s"() {sym_name = "k"} : () -> ()
    "t.s"() {sym_name = "k"} : () -> ()
  }
  "t.s"() {sym_name = "top"} : () -> ()
  "t.s"() {sym_name = "top"} : () -> ()
}`,
  'failures two levels deep and under a non-isolated op, then a clean sibling': `
"t.wrap"() ({
  module @x {
    module @deep {
      "t.s"() {sym_name = "y"} : () -> ()
      "t.s"() {sym_name = "y"} : () -> ()
    }
    module @deep2 {
      %0 = "t.a"() : () -> i32
      module {
        "t.use"(%0) : (i32) -> ()
      }
    }
    "t.s"() {sym_name = "dup"} : () -> ()
    "t.s"() {sym_name = "dup"} : () -> ()
  }
  module @z {
    "t.g"() ({
      "t.br"()[^bb1] : () -> ()
    ^bb1:
    }) : () -> ()
  }
}) : () -> ()
module @w {
  "t.s"() {sym_name = "q"} : () -> ()
}`,
  'a module whose isolated children pass reports its own symbol error': `
module @ok1 {
}
module @ok2 {
  "t.s"() {sym_name = "p"} : () -> ()
}
"t.s"() {sym_name = "r"} : () -> ()
"t.s"() {sym_name = "r"} : () -> ()`,
};

/** `file:line:col: severity: message` lines of mlir-opt's stderr, without "see current operation" notes. */
function mlirOptDiagnostics(source: string): string[] {
  const run = spawnSync(
    MLIR_OPT,
    ['--allow-unregistered-dialect', '--mlir-print-op-on-diagnostic=false', '-'],
    {
      input: source,
      encoding: 'utf8',
    },
  );
  return run.stderr
    .split('\n')
    .filter((line) => /^<stdin>:\d+:\d+: (error|note|warning|remark): /.test(line))
    .map((line) => line.replace(/^<stdin>/, 'f'));
}

function render(location: Location, severity: string, message: string): string {
  const loc =
    location instanceof FileLineColLoc
      ? `${location.filename}:${location.line}:${location.column}`
      : '?';
  return `${loc}: ${severity}: ${message}`;
}

function strataDiagnostics(source: string): string[] {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  const lines: string[] = [];
  context.diagnostics.registerHandler((d: Diagnostic) => {
    lines.push(render(d.location, d.severity, d.message));
    for (const note of d.notes) {
      if (!note.message.startsWith('see current operation:'))
        lines.push(render(note.location, 'note', note.message));
    }
    return true;
  });
  parseSourceString(source, context, { filename: 'f' });
  return lines;
}

const title = haveMlirOpt
  ? 'verifier agrees with mlir-opt'
  : `verifier agrees with mlir-opt (skipped: ${MLIR_OPT} not found; install mlir-22-tools)`;

describe.skipIf(!haveMlirOpt)(title, () => {
  for (const [name, source] of Object.entries(CASES)) {
    test(name, () => {
      const expected = mlirOptDiagnostics(source);
      expect(strataDiagnostics(source)).toEqual(expected);
    });
  }
  test('the corpus exercises both verdicts', () => {
    const verdicts = Object.values(CASES).map((source) => mlirOptDiagnostics(source).length > 0);
    expect(verdicts.filter(Boolean).length).toBeGreaterThanOrEqual(8);
    expect(verdicts.filter((v) => !v).length).toBeGreaterThanOrEqual(4);
  });
});
