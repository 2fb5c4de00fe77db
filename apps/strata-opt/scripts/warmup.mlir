// Input of the build's warm-up run, which records V8's code cache for the bundle. It touches the
// parser, the verifier, the printer, the standard dialects' custom syntax, folders and patterns,
// and the passes the warm-up runs, so that their code is in the cache and a run compiles none of it.
"test.a"() {attr = 1 : i32} : () -> () loc("warmup.mlir":1:1)
%0 = "test.b"() : () -> i32
"test.c"(%0) : (i32) -> ()
"test.d"() ({
^bb0(%arg0: i32):
  "test.e"(%arg0) : (i32) -> ()
}) : () -> ()
func.func private @leaf(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %a, %c1 : i32
  return %s : i32
}
func.func @warmup(%a: i32, %b: i64, %f: f32, %n: index, %m: memref<8xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant true
  %p = arith.muli %b, %b : i64
  %q = arith.cmpi slt, %b, %p : i64
  %r = arith.cmpf olt, %f, %f : f32
  %g = arith.addf %f, %f fastmath<contract> : f32
  %i = arith.fptosi %g : f32 to i32
  %e = arith.extsi %a : i32 to i64
  %x = arith.index_cast %n : index to i32
  %y = arith.select %q, %a, %i : i32
  %buf = memref.alloc() : memref<4xf32>
  memref.store %f, %buf[%c0] : memref<4xf32>
  %l = memref.load %buf[%c0] : memref<4xf32>
  memref.dealloc %buf : memref<4xf32>
  %v = memref.load %m[%n] : memref<8xi32>
  %sum = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %w = arith.addi %acc, %v : i32
    scf.yield %w : i32
  }
  %z = scf.if %r -> (i32) {
    scf.yield %sum : i32
  } else {
    scf.yield %x : i32
  }
  %k:2 = scf.while (%u = %l, %h = %a) : (f32, i32) -> (f32, i32) {
    %cond = arith.cmpf oeq, %u, %f : f32
    scf.condition(%cond) %u, %h : f32, i32
  } do {
  ^bb0(%u2: f32, %h2: i32):
    scf.yield %u2, %h2 : f32, i32
  }
  %sw = scf.index_switch %n -> i32
  case 3 {
    %call = func.call @leaf(%k#1) : (i32) -> i32
    scf.yield %call : i32
  }
  default {
    scf.yield %y : i32
  }
  cf.cond_br %t, ^bb1(%z : i32), ^bb2
^bb1(%j: i32):
  cf.switch %j : i32, [
    default: ^bb2,
    5: ^bb3(%sw : i32)
  ]
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%out: i32):
  return %out : i32
}
