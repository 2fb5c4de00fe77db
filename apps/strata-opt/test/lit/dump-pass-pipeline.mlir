// --dump-pass-pipeline prints the pipeline to be run on stderr, with every option of each pass
// spelled out, so it shows how pass flags, their options and --pass-pipeline were understood.
// RUN: strata-opt %s --dump-pass-pipeline --canonicalize='max-iterations=3 top-down=false' --cse -o %t.out 2>&1 | FileCheck %s --check-prefix=FLAGS
// RUN: strata-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(func.func(cse),symbol-privatize{exclude=main})' -o %t.out 2>&1 | FileCheck %s --check-prefix=PIPELINE

// FLAGS:      Pass Manager with 2 passes:
// FLAGS-NEXT: builtin.module(
// FLAGS-NEXT:   canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false},
// FLAGS-NEXT:   cse
// FLAGS-NEXT: )

// PIPELINE:      Pass Manager with 2 passes:
// PIPELINE-NEXT: builtin.module(
// PIPELINE-NEXT:   func.func(
// PIPELINE-NEXT:     cse
// PIPELINE-NEXT:   ),
// PIPELINE-NEXT:   symbol-privatize{exclude={main}}
// PIPELINE-NEXT: )
func.func @main() {
  return
}
