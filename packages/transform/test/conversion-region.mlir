// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics

// The default type converter region holds exactly one op.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.apply_conversion_patterns' op expected exactly one op in default type converter region}}
    transform.apply_conversion_patterns to %root {
      transform.apply_conversion_patterns.scf.structural_conversions
    } with type_converter {
    } {partial_conversion, preserve_handles} : !transform.any_op
    transform.yield
  }
}

// -----

// ... and that op builds a type converter.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.apply_conversion_patterns' op expected default converter child op to implement TypeConverterBuilderOpInterface}}
    transform.apply_conversion_patterns to %root {
      transform.apply_conversion_patterns.scf.structural_conversions
    } with type_converter {
      // expected-note @below {{op without interface}}
      transform.apply_patterns.canonicalization
    } {partial_conversion, preserve_handles} : !transform.any_op
    transform.yield
  }
}

// -----

// The pattern region holds conversion pattern descriptors only.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.apply_conversion_patterns' op expected pattern children ops to implement ConversionPatternDescriptorOpInterface}}
    transform.apply_conversion_patterns to %root {
      // expected-note @below {{op without interface}}
      transform.apply_patterns.canonicalization
    } {partial_conversion, preserve_handles} : !transform.any_op
    transform.yield
  }
}

// -----

// scf.structural_conversions brings no type converter: without a default one it fails.
module attributes {transform.with_named_sequence} {
  func.func @f(%x: i32) -> i32 {
    return %x : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{pattern descriptor does not specify type converter and apply_conversion_patterns op has no default type converter}}
    transform.apply_conversion_patterns to %f {
      // expected-note @below {{pattern descriptor op}}
      transform.apply_conversion_patterns.scf.structural_conversions
    } {partial_conversion, preserve_handles} : !transform.any_op
    transform.yield
  }
}
