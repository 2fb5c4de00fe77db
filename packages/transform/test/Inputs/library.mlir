module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.include @helper failures(propagate) (%0) : (!transform.any_op) -> ()
    transform.yield
  }
  transform.named_sequence @helper(%x: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %x, "from library" : !transform.any_op
    transform.yield
  }
}
