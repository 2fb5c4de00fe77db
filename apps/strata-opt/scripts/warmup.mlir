// Input of the build's warm-up run, which records V8's code cache for the bundle: it touches the
// parser, a pass, the verifier and the printer, so their code is in the cache.
"test.a"() {attr = 1 : i32} : () -> () loc("warmup.mlir":1:1)
%0 = "test.b"() : () -> i32
"test.c"(%0) : (i32) -> ()
"test.d"() ({
^bb0(%arg0: i32):
  "test.e"(%arg0) : (i32) -> ()
}) : () -> ()
