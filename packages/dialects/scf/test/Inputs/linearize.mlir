// Inputs for the structural type conversion differential: n-D vectors carried by scf ops become
// 1-D vectors (as mlir-opt's --test-vector-linearize does for ops of unknown dialects).

// Loop-carried values, a nested if, and materializations around an unconverted user.
func.func @for_if(%c: i1, %x: vector<2x2xf32>, %lb: index, %ub: index, %s: index) -> vector<2x2xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (vector<2x2xf32>) {
    %b = "test.op"(%a) : (vector<2x2xf32>) -> vector<2x2xf32>
    %d = scf.if %c -> (vector<2x2xf32>) {
      scf.yield %b : vector<2x2xf32>
    } else {
      scf.yield %a : vector<2x2xf32>
    }
    scf.yield %d : vector<2x2xf32>
  }
  return %r : vector<2x2xf32>
}

// -----

// Both regions of a while, with different types before and after.
func.func @while(%x: vector<2x3xi32>, %y: vector<4xi8>) -> vector<3x2xf32> {
  %w:2 = scf.while (%q = %x, %p = %y) : (vector<2x3xi32>, vector<4xi8>) -> (vector<3x2xf32>, vector<4xi8>) {
    %cc, %f = "test.cond"(%q) : (vector<2x3xi32>) -> (i1, vector<3x2xf32>)
    scf.condition(%cc) %f, %p : vector<3x2xf32>, vector<4xi8>
  } do {
  ^bb0(%z: vector<3x2xf32>, %v: vector<4xi8>):
    %n = "test.next"(%z) : (vector<3x2xf32>) -> vector<2x3xi32>
    scf.yield %n, %v : vector<2x3xi32>, vector<4xi8>
  }
  return %w#0 : vector<3x2xf32>
}

// -----

// Loops and ifs over legal types are left alone; an if without results too.
func.func @legal(%c: i1, %x: vector<4xf32>, %lb: index, %ub: index, %s: index) -> vector<4xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (vector<4xf32>) {
    scf.if %c {
      "test.side"(%a) : (vector<4xf32>) -> ()
    }
    scf.yield %a : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// Nested loops carrying a 3-D vector; an unsigned loop keeps its flag and attributes.
func.func @nested(%x: vector<2x2x2xi16>, %lb: i32, %ub: i32, %s: i32) -> vector<2x2x2xi16> {
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (vector<2x2x2xi16>) : i32 {
    %inner = scf.for %j = %lb to %ub step %s iter_args(%b = %a) -> (vector<2x2x2xi16>) : i32 {
      %c = "test.op"(%b) : (vector<2x2x2xi16>) -> vector<2x2x2xi16>
      scf.yield %c : vector<2x2x2xi16>
    }
    scf.yield %inner : vector<2x2x2xi16>
  } {tag = "outer"}
  return %r : vector<2x2x2xi16>
}
