// The declared constraints of a generic op: every required attribute must be present, checked in
// the order of their names, before any attribute's constraint is checked.

"func.func"() ({
}) : () -> ()

// -----

// `sym_name` is missing and `function_type` is no function type: the missing one is reported.
"func.func"() <{function_type = index}> ({
}) : () -> ()

// -----

"func.func"() <{function_type = index, sym_name = "g"}> ({
}) : () -> ()

// -----

// Segment sizes are checked before required attributes: the missing sizes read as zeros, which
// do not add up to the operand.
func.func @segments_first(%m: memref<4xf32>) {
  %v = "memref.subview"(%m) : (memref<4xf32>) -> memref<2xf32>
  return
}
