// Remarks from the transform interpreter, each with its op attached as a note.
func.func @scale(%a: f32, %b: f32) -> f32 {
  %p = arith.mulf %a, %b : f32
  %q = arith.mulf %p, %a : f32
  return %q : f32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%all: !transform.any_op {transform.readonly}) {
    %found = transform.structured.match ops{["arith.mulf"]} in %all : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %found, "multiplication" : !transform.any_op
    transform.yield
  }
}
