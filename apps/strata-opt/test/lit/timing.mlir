// --mlir-timing prints the execution time report on stderr after the run: parsing, each pass
// (nested under its pipeline in the default tree display) with the analyses it computed, output,
// the rest and the total. The list display also has the root and the adaptor's timer, as mlir-opt's.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --mlir-timing -o %t.out 2>&1 | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --mlir-timing --mlir-timing-display=list -o %t.out 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: strata-opt %s --cse -o %t.out 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty

// CHECK:      {{^}}===-{{-+}}===
// CHECK-NEXT: {{^ +}}... Execution time report ...
// CHECK-NEXT: {{^}}===-{{-+}}===
// CHECK-NEXT: {{^}}  Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}  ----Wall Time----  ----Name----
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Parser$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  'func.func' Pipeline$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)    CSE$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)      \(A\) DominanceInfo$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)    Canonicalizer$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Output$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Rest$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \(100\.0%\)  Total$}}

// The list display is flat and sorted by time, so only membership is checked.
// LIST:     ... Execution time report ...
// LIST-DAG: {{^ +[0-9]+\.[0-9]+ \(100\.0%\)  root$}}
// LIST-DAG: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Pipeline Collection : \['func.func'\]$}}
// LIST-DAG: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  'func.func' Pipeline$}}
// LIST-DAG: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  \(A\) DominanceInfo$}}
// LIST-DAG: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Parser$}}
// LIST-DAG: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  CSE$}}
// LIST-DAG: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Canonicalizer$}}
// LIST:     {{^ +[0-9]+\.[0-9]+ \(100\.0%\)  Total$}}

// NONE-NOT: Execution time report
func.func @sub_of_equal_adds(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.subi %0, %1 : i32
  return %2 : i32
}
