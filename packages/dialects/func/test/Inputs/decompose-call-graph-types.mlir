// Inputs for the conversion tests: tuples are split into their elements at function, call and
// return boundaries (as mlir-opt's --test-decompose-call-graph-types does).

// A 1:N signature: arguments and results are flattened, the return forwards the elements.
func.func @identity(%arg0: tuple<i1, i32>) -> tuple<i1, i32> {
  return %arg0 : tuple<i1, i32>
}

// -----

// Nested tuples flatten recursively; empty tuples disappear.
func.func @nested(%arg0: tuple<tuple<i1, i32>, tuple<>, i64>) -> tuple<tuple<i1, i32>, tuple<>, i64> {
  return %arg0 : tuple<tuple<i1, i32>, tuple<>, i64>
}

// -----

// Calls pass the flattened operands and get flattened results; an unconverted user sees a tuple
// rebuilt by the source materialization.
func.func private @callee(tuple<i1, i32>, i8) -> (tuple<i1, i32>, i64)
func.func @caller(%arg0: tuple<i1, i32>, %x: i8) -> (i64, tuple<i1, i32>) {
  %0:2 = call @callee(%arg0, %x) {no_inline} : (tuple<i1, i32>, i8) -> (tuple<i1, i32>, i64)
  %1 = "test.use"(%0#0) : (tuple<i1, i32>) -> i64
  return %1, %0#0 : i64, tuple<i1, i32>
}

// -----

// A tuple made by an unconverted op is decomposed by the target materialization.
func.func @produced() -> tuple<i1, tuple<i32, i64>> {
  %0 = "test.source"() : () -> tuple<i1, tuple<i32, i64>>
  return %0 : tuple<i1, tuple<i32, i64>>
}

// -----

// Types without tuples are legal and left alone.
func.func @legal(%arg0: i32) -> i32 {
  %0 = call @legal(%arg0) : (i32) -> i32
  return %0 : i32
}

// -----

// Calls without results and functions without a body.
func.func private @sink(tuple<f32, f64>)
func.func @no_results(%arg0: tuple<f32, f64>) {
  call @sink(%arg0) : (tuple<f32, f64>) -> ()
  return
}
