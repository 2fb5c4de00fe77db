// Command-line mistakes end with a one-line error and exit code 1.
// RUN: not strata-opt %s --bogus-flag 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not strata-opt %s --no-such-pass 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: not strata-opt %S/Inputs/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not strata-opt %S/Inputs 2>&1 | FileCheck %s --check-prefix=DIR
// RUN: not strata-opt %s -o %S/Inputs/no-such-dir/out.mlir 2>&1 | FileCheck %s --check-prefix=UNWRITABLE

// mlir-opt spells it "Unknown" and adds a "Did you mean" line.
// FLAG: {{[Uu]}}nknown command line argument '--bogus-flag'
// PASS: {{[Uu]}}nknown command line argument '--no-such-pass'
// MISSING: cannot open input file '{{.*}}does-not-exist.mlir': No such file or directory
// DIR: cannot open input file '{{.*}}Inputs': Is a directory
// UNWRITABLE: cannot open output file '{{.*}}no-such-dir/out.mlir': No such file or directory
module {
}
