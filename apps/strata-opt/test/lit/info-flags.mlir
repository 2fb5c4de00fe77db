// --help, --version and --list-passes print to stdout, exit 0 and read no input.
// mlir-opt's --version prints LLVM's version and its --help lists hundreds of passes, so the
// version line and the pass list below are strata-opt's own.
// RUN: strata-opt --help | FileCheck %s --check-prefix=HELP
// RUN: strata-opt --version | FileCheck %s --check-prefix=VERSION
// RUN: strata-opt --list-passes | FileCheck %s --check-prefix=LIST

// HELP:      OVERVIEW: {{.*}}optimizer driver
// HELP:      USAGE: strata-opt [options] <input file>
// HELP:      --allow-unregistered-dialect
// HELP:      --mlir-print-ir-after-all
// HELP:      --split-input-file
// HELP:      --canonicalize {{ *}}- Canonicalize operations
// HELP-NEXT:   --disable-patterns=
// HELP:      --symbol-privatize

// VERSION: strata-opt {{[0-9]+\.[0-9]+\.[0-9]+}}
// VERSION-NEXT: reference: MLIR 22

// LIST:      {{^}}Passes:
// LIST-NEXT: {{^}}  --canonicalize {{ *}}- Canonicalize operations
// LIST-NEXT: {{^}}    --disable-patterns=<string,...>
// LIST:      {{^}}    --top-down {{ *}}- Seed the worklist in general top-down order
// LIST-NEXT: {{^}}  --control-flow-sink {{ *}}- Sink operations into conditional blocks
// LIST-NEXT: {{^}}  --convert-scf-to-cf {{ *}}- Convert SCF dialect to ControlFlow dialect
// LIST:      {{^}}  --cse {{ *}}- Eliminate common sub-expressions
// LIST-NEXT: {{^}}  --inline {{ *}}- Inline function calls
// LIST:      {{^}}  --strip-debuginfo {{ *}}- Strip debug info from all operations
// LIST-NEXT: {{^}}  --symbol-dce {{ *}}- Eliminate dead symbols
// LIST-NEXT: {{^}}  --symbol-privatize {{ *}}- Mark symbols private
// LIST-NEXT: {{^}}    --exclude=<string,...> {{ *}}- Comma separated list of symbols that should not be marked private
