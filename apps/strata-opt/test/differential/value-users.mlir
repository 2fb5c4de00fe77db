// Users of results and block arguments across blocks and nested regions: ops without results are
// numbered too, results used twice by one op name it once, multi-result ops list users per result.
func.func @users(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1:2 = "test.two"(%0) : (i32) -> (i32, i32)
  %2 = "test.unused"() : () -> i32
  "test.sink"(%1#1, %1#1) : (i32, i32) -> ()
  cf.cond_br %c, ^bb1(%0 : i32), ^bb2
^bb1(%x: i32):
  %3 = arith.muli %x, %b : i32
  "test.region"(%3) ({
  ^bb0(%y: i32, %z: i32):
    %4 = arith.addi %y, %3 : i32
    "test.yield"(%4) : (i32) -> ()
  }, {
    "test.empty"() : () -> ()
  }) : (i32) -> ()
  return %3 : i32
^bb2:
  return %1#0 : i32
}

// Sibling functions: their numbering restarts in each, unless numbers are unique; a proposed name
// (%c0) that repeats gets a suffix.
func.func @loop(%n: index, %m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %f0) -> (f32) {
    %v = memref.load %m[%i] : memref<4xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  %t = arith.constant true
  scf.if %t {
    %c0_1 = arith.constant 0 : index
    memref.store %f0, %m[%c0_1] : memref<4xf32>
  }
  return %r : f32
}

// Locations with names: NameLocs are found in fused and call-site locations too.
func.func @named(%a: i32 loc("alpha"), %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32 loc("zero")
  %0 = arith.addi %a, %b : i32 loc("sum"("x.c":1:2))
  %1 = arith.addi %0, %c0 : i32 loc(fused["f.c":1:1, "inner"("y.c":2:2)])
  %2 = arith.addi %1, %1 : i32 loc(callsite("callee" at "caller"))
  %3:2 = "test.pair"() : () -> (i32, i32) loc("pair")
  %4 = arith.addi %2, %3#1 : i32 loc("sum")
  %5 = arith.addi %4, %4 : i32 loc("9 bad name")
  cf.br ^bb1(%5 : i32)
^bb1(%x: i32 loc("xarg")):
  return %x : i32
}
