// --dump-pass-pipeline expands the nested pipelines of a pass option as mlir-opt 22 does: each
// `op-pipelines` entry of the inliner prints as its parsed pipeline, every pass with all its
// options, flat; `default-pipeline` is a plain string and prints as given.
// RUN: strata-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(inline{op-pipelines=func.func(canonicalize),test.foo(cse)})' -o %t.out 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: strata-opt %s --dump-pass-pipeline '--inline=op-pipelines=func.func(canonicalize{max-iterations=2},cse),builtin.module(func.func(cse)) default-pipeline=' -o %t.out 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: strata-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(inline{op-pipelines=func.func()})' -o %t.out 2>&1 | FileCheck %s --check-prefix=EMPTY

// PIPELINE:      Pass Manager with 1 passes:
// PIPELINE-NEXT: builtin.module(
// PIPELINE-NEXT:   inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 op-pipelines={func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}),test.foo(cse)}}
// PIPELINE-NEXT: )

// FLAG:      Pass Manager with 1 passes:
// FLAG-NEXT: builtin.module(
// FLAG-NEXT:   inline{default-pipeline= inlining-threshold=4294967295 max-iterations=4 op-pipelines={func.func(canonicalize{  max-iterations=2 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},cse),builtin.module(func.func(cse))}}
// FLAG-NEXT: )

// EMPTY:      Pass Manager with 1 passes:
// EMPTY-NEXT: builtin.module(
// EMPTY-NEXT:   inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 op-pipelines={func.func()}}
// EMPTY-NEXT: )
func.func @main() {
  return
}
