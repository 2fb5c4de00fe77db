// The "see current operation" note of a verifier error, printed with the tool's printing flags.
func.func @operands() -> i32 {
  %0 = arith.constant 1 : i32 loc("a.py":1:2)
  func.return %0, %0 : i32, i32 loc("b.py":3:3)
}

// -----

// An op with a region in the note: its body, block arguments and nested locations.
func.func @region(%arg0: i1) {
  %0 = scf.if %arg0 -> (i32) {
    %1 = arith.constant 1 : i32 loc("c.py":2:2)
    scf.yield %1, %1 : i32, i32 loc("c.py":3:3)
  } else {
    %2 = arith.constant 2 : i32
    scf.yield %2 : i32
  } loc("c.py":1:1)
  return
}
