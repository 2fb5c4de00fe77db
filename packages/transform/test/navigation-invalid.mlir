// RUN: strata-opt %s --split-input-file --verify-diagnostics
// Navigation ops' malformed properties. mlir-opt 22 reports a property that breaks its constraint
// while parsing the attribute dictionary ("custom op '...' '...' op attribute ..."); Strata's parser
// leaves it to the verifier, which reports it at the op (the same difference as scf's
// transform-invalid.mlir), so this file is not compared with mlir-opt.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.get_parent_op' op attribute 'nth_parent' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
    %p = transform.get_parent_op %root {nth_parent = 0 : i64} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
