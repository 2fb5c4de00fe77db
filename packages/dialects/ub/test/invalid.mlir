// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @unknown_attribute() {
  // expected-error@+1 {{unknown attribute `foo` in dialect `ub`}}
  "test.use"() {a = #ub.foo} : () -> ()
  return
}

// -----

func.func @wrong_value_kind() {
  // expected-error@+1 {{invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32}}
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

func.func @no_result() {
  // expected-error@+1 {{'ub.poison' op requires one result}}
  "ub.poison"() : () -> ()
  return
}

// -----

func.func @unreachable_result() {
  // expected-error@+1 {{'ub.unreachable' op requires zero results}}
  %0 = "ub.unreachable"() : () -> i32
  return
}

// -----

func.func @unreachable_not_last() {
  // expected-error@+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  return
}

// -----

func.func @poison_value_not_poison() {
  // expected-error@+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : i32
  return
}
