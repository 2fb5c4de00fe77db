// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// Every scf verifier error, with MLIR 22's messages.

func.func @for_yield_type(%lb: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'i64'}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
    %y = "test.op"() : () -> i64
    scf.yield %y : i64
  }
  return
}

// -----

func.func @for_result_count(%lb: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, i32) -> ()
  return
}

// -----

func.func @for_iv_type(%lb: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: i32, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, i32) -> (i32)
  return
}

// -----

func.func @for_iter_arg_type(%lb: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'i64'}}
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i64):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> (i32)
  return
}

// -----

func.func @for_iter_arg_count(%lb: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> (i32)
  return
}

// -----

func.func @for_bound_types(%lb: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %x, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_parse_count(%lb: index, %x: i32) {
  // expected-error @+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32, i32) {
    scf.yield %a : i32
  }
  return
}

// -----

func.func @if_needs_else(%c: i1, %x: i32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @if_yield_type(%lb: index, %x: i32, %c: i1) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'index' should match successor input type #0 'i32'}}
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    // expected-note @+1 {{region branch point}}
    scf.yield %lb : index
  }
  return
}

// -----

func.func @if_yield_count(%x: i32, %c: i1) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.if %c {
    // expected-note @+1 {{region branch point}}
    scf.yield %x : i32
  }
  return
}

// -----

func.func @if_region_arguments(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%a: i32):
    scf.yield
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_terminator(%c: i1) {
  // expected-error @+2 {{'scf.if' op expects regions to end with 'scf.yield', found 'test.op'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.if"(%c) ({
    "test.op"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @while_result_type(%x: i32, %c: i1) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  %w = scf.while (%a = %x) : (i32) -> i64 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_yield_count(%x: i32, %c: i1) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %w = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @while_before_terminator(%x: i32) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while (%a = %x) : (i32) -> () {
    // expected-note @+1 {{terminator here}}
    scf.yield
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_after_terminator(%c: i1) {
  // expected-error @+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    // expected-note @+1 {{terminator here}}
    "test.op"() : () -> ()
  }
  return
}

// -----

func.func @switch_duplicate(%i: index, %x: i32) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 2}}
  %0 = scf.index_switch %i -> i32
  case 2 {
    scf.yield %x : i32
  }
  case 2 {
    scf.yield %x : i32
  }
  default {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @switch_duplicate_many(%i: index, %x: i32) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: -5}}
  %0 = scf.index_switch %i -> i32
  case -5 {
    scf.yield %x : i32
  }
  case 1 {
    scf.yield %x : i32
  }
  case 2 {
    scf.yield %x : i32
  }
  case 3 {
    scf.yield %x : i32
  }
  case 4 {
    scf.yield %x : i32
  }
  case 5 {
    scf.yield %x : i32
  }
  case 6 {
    scf.yield %x : i32
  }
  case 7 {
    scf.yield %x : i32
  }
  case 8 {
    scf.yield %x : i32
  }
  case -5 {
    scf.yield %x : i32
  }
  default {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @switch_yield_type(%i: index, %x: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %0 = scf.index_switch %i -> i32
  case 2 {
    // expected-note @+1 {{case region #0 returns 'index' here}}
    scf.yield %i : index
  }
  default {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @switch_yield_count(%i: index, %x: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %0 = scf.index_switch %i -> i32
  case 2 {
    scf.yield %x : i32
  }
  default {
    // expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  return
}

// -----

func.func @switch_case_count(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @execute_region_yield(%x: i32) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.execute_region -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @execute_region_arguments() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  scf.execute_region {
  ^bb0(%a: i32):
    scf.yield
  }
  return
}

// -----

func.func @yield_parent() {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @condition_parent(%c: i1) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  "scf.condition"(%c) : (i1) -> ()
}

// -----

func.func @condition_type(%x: i32) {
  scf.while : () -> () {
    // expected-error @+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.condition"(%x) : (i32) -> ()
  } do {
    scf.yield
  }
  return
}

// -----

func.func @parallel_missing_reduction(%lb: index, %x: i32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce
  }
  return
}

// -----

func.func @reduce_argument_types(%lb: index, %x: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'i32' in the 0-th reduction region}}
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i64):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%lb: index, %x: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i32):
      // expected-error @+1 {{'scf.reduce.return' op must have type 'i32' (the type of the reduction inputs)}}
      scf.reduce.return %lb : index
    }
  }
  return
}

// -----

func.func @parallel_no_bounds() {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    scf.reduce
  }) : () -> ()
  return
}

// -----

func.func @parallel_zero_step(%lb: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%lb) step (%c0) {
  }
  return
}

// -----

func.func @parallel_iv_count(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_upper_bound_count(%lb: index) {
  // expected-error @+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%lb) to () step (%lb) {
  }
  return
}

// -----

func.func @parallel_bound_type_before_count(%lb: i32, %x: index) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%lb' expects different type than prior uses: 'index' vs 'i32'}}
  scf.parallel (%i) = (%lb) to () step (%x) {
  }
  return
}

// -----

func.func @parallel_lower_bound_count(%lb: index) {
  // expected-error @+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%lb) to (%lb, %lb) step (%lb, %lb) {
  }
  return
}

// -----

func.func @parallel_step_count(%lb: index) {
  // expected-error @+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%lb) to (%lb) step (%lb, %lb) {
  }
  return
}

// -----

func.func @parallel_iv_type(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_reduction_without_result(%lb: index, %x: i32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @reduce_return_parent(%x: i32) {
  // expected-error @+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  scf.reduce.return %x : i32
}

// -----

func.func @forall_results(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op produces 0 results, but has only 1 outputs}}
  "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @forall_arguments() {
  // expected-error @+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %j: index):
    scf.forall.in_parallel {}
  }) : () -> ()
  return
}

// -----

func.func @forall_iv_type() {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32):
    scf.forall.in_parallel {}
  }) : () -> ()
  return
}

// -----

func.func @forall_output_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @forall_dynamic_bounds() {
  // expected-error @+1 {{expected 1 dynamic upper bound values}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : () -> ()
  return
}

// -----

func.func @forall_mapping() {
  // expected-error @+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (4) {
    "test.op"() : () -> ()
  } {mapping = [1]}
  return
}

// -----

func.func @forall_terminator() {
  // expected-error @+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'test.op'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "test.op"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @in_parallel_parent() {
  // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {}
  return
}

// -----

func.func @in_parallel_non_combining(%t: tensor<4xf32>, %n: index, %v: tensor<1xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      "test.parallel_insert"(%v, %o, %i) : (tensor<1xf32>, tensor<4xf32>, index) -> ()
    }
  }
  return %r : tensor<4xf32>
}

// -----

func.func @reduce_operand_type_differs(%n: index, %x: i64) {
  %init = arith.constant 0 : i32
  %r = scf.parallel (%i) = (%n) to (%n) step (%n) init (%init) -> i32 {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i64' to be the same as the 0-th result type: 'i32'}}
    scf.reduce(%x : i64) {
    ^bb0(%l: i64, %r2: i64):
      scf.reduce.return %l : i64
    }
  }
  return
}

// -----

func.func @reduce_outside_parallel(%x: i16) {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%x : i16) {
  ^bb0(%l: i16, %r: i16):
    scf.reduce.return %r : i16
  }
  return
}

// -----

func.func @condition_outside_while(%c: i1) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
  return
}

// -----

func.func @parallel_ends_with_other_terminator(%n: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  scf.parallel (%i) = (%n) to (%n) step (%n) {
    // expected-note@+1 {{terminator here}}
    scf.yield
  }
  return
}

// -----

func.func @parallel_generic_segments_in_dictionary(%n: index) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%n, %n, %n) ({
  ^bb0(%i: i64):
    scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @while_type_not_a_function(%flag: i1) {
  // expected-error@+1 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i64'}}
  scf.while : i64 {
    scf.condition(%flag)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_types_without_inits(%flag: i1) {
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 0 got 2)}}
  scf.while : (f32, f32) -> () {
    scf.condition(%flag)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @parallel_types_without_inits(%lo: index, %hi: index, %st: index) {
  // expected-error@+1 {{custom op 'scf.parallel' number of operands and types do not match: got 0 operands and 2 types}}
  %a, %b = scf.parallel (%i) = (%lo) to (%hi) step (%st) -> (i64, i64) {
    scf.reduce
  }
  return
}

// -----

func.func @forall_more_types_than_outputs(%n: index, %buf: tensor<8xi16>) {
  // expected-error@+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 3 types}}
  %r:3 = scf.forall (%i) in (%n) shared_outs(%acc = %buf) -> (tensor<8xi16>, tensor<8xi16>, tensor<8xi16>) {
  }
  return
}

// -----

func.func @forall_bound_beyond_u64() {
  // expected-error@+2 {{custom op 'scf.forall' integer value too large}}
  // expected-error@+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%i) in (18446744073709551621) {
  }
  return
}

// -----

func.func @forall_fewer_bounds_than_ivs(%n: index) {
  // expected-error@+1 {{expected 2 upper bound values, got 1}}
  scf.forall (%i, %j) in (%n) {
  }
  return
}
