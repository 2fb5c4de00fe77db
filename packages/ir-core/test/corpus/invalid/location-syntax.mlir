"x.op"() : () -> () loc(callsite "f" at "g")
// -----
"x.op"() : () -> () loc(callsite("f" at "g" "h"))
// -----
"x.op"() : () -> () loc("n"("c" "d"))
// -----
"x.op"() : () -> () loc(fused<"m" ["a"])
// -----
"x.op"() : () -> () loc(fused["a" "b"])
// -----
"x.op"() : () -> () loc(callsite( at "g"))
