// RUN: not strata-opt %s --pass-pipeline='builtin.module(strip-debuginfo,nope)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not strata-opt %s --pass-pipeline='builtin.module(strip-debuginfo{level=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not strata-opt %s --pass-pipeline='func.func(strip-debuginfo)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not strata-opt %s --strip-debuginfo --pass-pipeline='builtin.module(strip-debuginfo)' 2>&1 | FileCheck %s --check-prefix=BOTH

// UNKNOWN: <pass-pipeline>:1:32: error: 'nope' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: builtin.module(strip-debuginfo,nope)
// UNKNOWN-NEXT: {{^                               \^$}}

// OPTION: <pass-pipeline>:1:32: error: no such option 'level' for pass 'strip-debuginfo'

// ANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op

// BOTH: strata-opt: '--pass-pipeline' option can't be used with individual pass options
module {
}
