// RUN: strata-opt %s --split-input-file --verify-diagnostics

// A named sequence may not include itself.
module attributes {transform.with_named_sequence} {
  // expected-error @below {{recursion not allowed in named sequences}}
  transform.named_sequence @self(%arg: !transform.any_op {transform.readonly}) {
    transform.include @self failures(propagate) (%arg) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// Nor reach itself through others: the error is at the last sequence of the cycle the search
// entered, with a note at each other one.
module attributes {transform.with_named_sequence} {
  // expected-note @below {{operation on recursion stack}}
  transform.named_sequence @a(%arg: !transform.any_op {transform.readonly}) {
    transform.include @b failures(propagate) (%arg) : (!transform.any_op) -> ()
    transform.yield
  }
  // expected-note @below {{operation on recursion stack}}
  transform.named_sequence @b(%arg: !transform.any_op {transform.readonly}) {
    transform.include @c failures(suppress) (%arg) : (!transform.any_op) -> ()
    transform.yield
  }
  // expected-error @below {{recursion not allowed in named sequences}}
  transform.named_sequence @c(%arg: !transform.any_op {transform.readonly}) {
    transform.include @a failures(propagate) (%arg) : (!transform.any_op) -> ()
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.include @b failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// Sequences that only lead into a cycle are not part of it.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.include @x failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
  transform.named_sequence @x(%arg: !transform.any_op {transform.readonly}) {
    transform.include @a failures(propagate) (%arg) : (!transform.any_op) -> ()
    transform.include @a failures(propagate) (%arg) : (!transform.any_op) -> ()
    transform.yield
  }
  // expected-note @below {{operation on recursion stack}}
  transform.named_sequence @a(%arg: !transform.any_op {transform.readonly}) {
    transform.sequence %arg : !transform.any_op failures(propagate) {
    ^bb0(%inner: !transform.any_op):
      transform.include @b failures(propagate) (%inner) : (!transform.any_op) -> ()
    }
    transform.yield
  }
  // expected-error @below {{recursion not allowed in named sequences}}
  transform.named_sequence @b(%arg: !transform.any_op {transform.readonly}) {
    transform.include @a failures(propagate) (%arg) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// Only the first cycle found is reported.
module attributes {transform.with_named_sequence} {
  // expected-error @below {{recursion not allowed in named sequences}}
  transform.named_sequence @x(%arg: !transform.any_op {transform.readonly}) {
    transform.include @x failures(propagate) (%arg) : (!transform.any_op) -> ()
    transform.yield
  }
  transform.named_sequence @y(%arg: !transform.any_op {transform.readonly}) {
    transform.include @y failures(propagate) (%arg) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// The check covers every call in the symbol table, recursive functions too.
module attributes {transform.with_named_sequence} {
  // expected-error @below {{recursion not allowed in named sequences}}
  func.func @f() {
    func.call @f() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

// The named sequences are verified first: their warnings come before the recursion error.
module attributes {transform.with_named_sequence} {
  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @unused(%arg: !transform.any_op {transform.consumed}) {
    transform.yield
  }
  // expected-error @below {{recursion not allowed in named sequences}}
  transform.named_sequence @self(%arg: !transform.any_op {transform.readonly}) {
    transform.include @self failures(propagate) (%arg) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// A named sequence needs the attribute on its symbol table.
// expected-note @below {{symbol table operation}}
module {
  // expected-error @below {{expects the parent symbol table to have the 'transform.with_named_sequence' attribute}}
  transform.named_sequence @a(%arg: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

// Calls without a cycle are fine.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @leaf(%arg: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.include @leaf failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.include @leaf failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// The recursion check runs before the sequences nested in the module are verified: a sequence
// missing its attributes is reported as such, not checked for recursion.
module attributes {transform.with_named_sequence} {
  // expected-error @below {{'transform.named_sequence' op requires attribute 'function_type'}}
  "transform.named_sequence"() ({
  }) : () -> ()
}

// -----

// Nor is an include missing its target an edge of the call graph.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @outer(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.include' op requires attribute 'target'}}
    %0 = "transform.include"(%root) <{failure_propagation_mode = 1 : i32}> : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// An argument the body consumes must say so; the error is at the sequence, with no note.
module attributes {transform.with_named_sequence} {
  // expected-error @below {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @eats(%arg: !transform.any_op {transform.readonly}) {
    %0 = transform.apply_registered_pass "cse" to %arg : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
