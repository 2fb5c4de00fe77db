// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// Failures of the scf transform ops; the messages are mlir-opt 22's (transform-differential.test.ts
// compares them).

func.func @not_a_loop() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{failed to unroll, incorrect type of payload}}
    transform.loop.unroll %f {factor = 2} : !transform.any_op
    transform.yield
  }
}

// -----

func.func @divisible(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c4 {
    %v = memref.load %m[%i] : memref<?xi32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %loop = transform.cast %loops : !transform.any_op to !transform.op<"scf.for">
    // expected-error @below {{failed to peel the last iteration}}
    %main, %rest = transform.loop.peel %loop : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @single(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.addi %i, %i : index
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %loop = transform.cast %loops : !transform.any_op to !transform.op<"scf.for">
    // expected-error @below {{failed to coalesce}}
    %c = transform.loop.coalesce %loop : (!transform.op<"scf.for">) -> !transform.op<"scf.for">
    transform.yield
  }
}

// -----

func.func @dynamic(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.addi %i, %i : index
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %loop = transform.cast %loops : !transform.any_op to !transform.op<"scf.for">
    // expected-error @below {{failed to unroll and jam}}
    transform.loop.unroll_and_jam %loop {factor = 2} : !transform.op<"scf.for">
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'transform.loop.unroll' op attribute 'factor' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
    transform.loop.unroll %loops {factor = 0} : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{'transform.loop.peel' op operand #0 must be Transform IR handle to scf.for operations, but got '!transform.any_op'}}
    %main, %rest = transform.loop.peel %loops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @not_an_if(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  // expected-note @below {{when applied to this op}}
  %v = memref.load %m[%c0] : memref<?xi32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loads = transform.structured.match ops{["memref.load"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform applied to the wrong op kind}}
    transform.scf.take_assumed_branch %loads : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

func.func @no_else(%m: memref<?xi32>, %c: i1) {
  scf.if %c {
    %c0 = arith.constant 0 : index
    %v = memref.load %m[%c0] : memref<?xi32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ifs = transform.structured.match ops{["scf.if"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{requires an scf.if op with a single-block `else` region}}
    transform.scf.take_assumed_branch %ifs take_else_branch : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

func.func @forall(%m: memref<?x?xi32>) {
  scf.forall (%i, %j) in (4, 4) {
    %v = memref.load %m[%i, %j] : memref<?x?xi32>
  }
  scf.forall (%i, %j) in (4, 4) {
    %v = memref.load %m[%i, %j] : memref<?x?xi32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %target = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected a single payload op}}
    %loops = transform.loop.forall_to_for %target : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}

// -----

// expected-note @below {{payload op}}
func.func @forall(%m: memref<?x?xi32>) {
  scf.forall (%i, %j) in (4, 4) {
    %v = memref.load %m[%i, %j] : memref<?x?xi32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %target = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected the payload to be scf.forall}}
    %loops = transform.loop.forall_to_for %target : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}

// -----

func.func @forall(%m: memref<?x?xi32>) {
  // expected-note @below {{payload op}}
  scf.forall (%i, %j) in (4, 4) {
    %v = memref.load %m[%i, %j] : memref<?x?xi32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %target = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{op expects as many results (1) as payload has induction variables (2)}}
    %loops = transform.loop.forall_to_for %target : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}

// -----

func.func @forall(%m: memref<?x?xi32>) {
  // expected-note @below {{payload op}}
  scf.forall (%i, %j) in (4, 4) {
    %v = memref.load %m[%i, %j] : memref<?x?xi32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %target = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{op expects one result, given 2}}
    %loops:2 = transform.loop.forall_to_parallel %target : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
