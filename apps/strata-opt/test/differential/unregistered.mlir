"test.first"() {attr = 1 : i32} : () -> () loc("file.c":3:7)
%0 = "test.value"() : () -> i32 loc("file.c":4:1)
"test.use"(%0) : (i32) -> ()
"test.region"() ({
  "test.inner"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
}) : () -> ()
