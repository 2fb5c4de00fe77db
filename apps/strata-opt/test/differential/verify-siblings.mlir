// Every function of a module reports its first error, in order: a dominance error, an op
// verifier error and a missing terminator.
module {
  func.func @late_def(%n: i64) -> i64 {
    // expected-error @below {{operand #1 does not dominate this use}}
    %sum = arith.addi %n, %step : i64
    // expected-note @below {{operand defined here (op in the same block)}}
    %step = arith.constant 7 : i64
    return %sum : i64
  }
  func.func @fine(%n: i64) -> i64 {
    return %n : i64
  }
  func.func @wrong_result(%f: f32) -> f64 {
    // expected-error @below {{type of return operand 0 ('f32') doesn't match function result type ('f64') in function @wrong_result}}
    return %f : f32
  }
  func.func @no_return() {
    // expected-error @below {{block with no terminator, has %0 = "arith.constant"() <{value = 3 : i16}> : () -> i16}}
    %k = arith.constant 3 : i16
  }
}

// -----

// Only the first error of each function is reported.
func.func @two_errors(%p: i8) {
  // expected-error @below {{operand #0 does not dominate this use}}
  %a = arith.muli %b, %p : i8
  // expected-note @below {{operand defined here (op in the same block)}}
  %b = arith.muli %p, %p : i8
  %c = arith.muli %d, %p : i8
  %d = arith.muli %p, %p : i8
  return
}
func.func @other(%p: i8) -> i16 {
  // expected-error @below {{type of return operand 0 ('i8') doesn't match function result type ('i16') in function @other}}
  return %p : i8
}

// -----

// A failing function hides the module's own region errors (here a redefined symbol), but not the
// errors of its sibling functions.
module @outer {
  func.func @dup() {
    return
  }
  func.func @dup() {
    return
  }
  func.func @bad_branch(%v: i32) {
    // expected-error @below {{type mismatch for bb argument #0 of successor #0}}
    cf.br ^next(%v : i32)
  ^next(%w: i1):
    return
  }
}

// -----

// Without failing children, the module's region errors are reported.
module @symbols {
  // expected-note @below {{see existing symbol definition here}}
  func.func @twice() {
    return
  }
  // expected-error @below {{redefinition of symbol named 'twice'}}
  func.func @twice() {
    return
  }
}

// -----

// Nested modules: each module verifies all of its functions; a failing inner module hides the
// outer module's region errors but not the outer functions after it.
module @top {
  module @inner {
    func.func @i1() -> i1 {
      %t = arith.constant true
      // expected-error @below {{'func.return' op requires zero results}}
      %x = "func.return"(%t) : (i1) -> i32
    }
    func.func @i2(%a: index) {
      // expected-error @below {{operand #0 does not dominate this use}}
      %s = arith.subi %later, %a : index
      // expected-note @below {{operand defined here (op in the same block)}}
      %later = arith.constant 4 : index
      return
    }
  }
  func.func @o1(%q: f32) -> f32 {
    // expected-error @below {{'arith.addf' op requires the same type for all operands and results}}
    %r = "arith.addf"(%q, %q) : (f32, f32) -> f64
    return %q : f32
  }
  func.func @sym() {
    return
  }
  func.func @sym() {
    return
  }
}

// -----

// An error in a non-isolated op of the module stops verification before any function.
module {
  func.func @never_reached(%a: i32) {
    %x = arith.addi %a, %y : i32
    %y = arith.constant 1 : i32
    return
  }
  // expected-error @below {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %bad = "arith.constant"() {value = "text"} : () -> i32
}

// -----

// The module's own invariants are checked on entry, before any of its functions.
// expected-error @below {{'builtin.module' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
module @vis attributes {sym_visibility = "hidden"} {
  func.func @not_checked() -> i32 {
    %z = arith.constant 0 : i64
    return %z : i64
  }
}

// -----

// Structural errors in several functions: an empty block, an entry block with predecessors and an
// unknown op of a registered dialect.
// expected-error @below {{empty block: expect at least a terminator}}
func.func @empty_succ() {
  cf.br ^tail
^tail:
}
// expected-error @below {{entry block of region may not have predecessors}}
func.func @loops_to_entry() {
^head:
  cf.br ^head
}
func.func @unknown_op() {
  // expected-error @below {{unregistered operation 'func.frobnicate' found in dialect ('func') that does not allow unknown operations}}
  "func.frobnicate"() : () -> ()
  return
}

// -----

// A module nested in a function may not capture the function's values; the next function is
// verified too.
func.func @captures(%seed: i32) {
  // expected-note @below {{required by region isolation constraints}}
  builtin.module {
    // expected-error @below {{'test.consume' op using value defined outside the region}}
    "test.consume"(%seed) : (i32) -> ()
  }
  return
}
func.func @after_capture() {
  %u = arith.constant 5 : i32
  // expected-error @below {{'func.return' op has 1 operands, but enclosing function (@after_capture) returns 0}}
  return %u : i32
}
