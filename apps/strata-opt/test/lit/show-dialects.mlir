// --show-dialects lists the dialects strata-opt can load, sorted and comma-separated as mlir-opt
// prints its own, and exits without reading any input.
// RUN: strata-opt --show-dialects %s.does-not-exist | FileCheck %s --match-full-lines
// CHECK: Available Dialects: arith,builtin,cf,func,llvm,memref,scf,transform,ub
