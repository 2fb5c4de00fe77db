"x.a"() : () -> () loc("file.c":10:3)
"x.b"() : () -> () loc(unknown)
"x.c"() : () -> () loc("name")
"x.d"() : () -> () loc("name"("file.c":1:1))
"x.e"() : () -> () loc(callsite("callee.c":1:2 at "caller.c":3:4))
"x.f"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
"x.g"() : () -> () loc(fused<"meta">["a.c":1:1])
// -----
"x.alias_user"() : () -> () loc(#later)
#later = loc("defined.c":7:7)
// -----
#early = loc("early.c":1:1)
"x.early"() : () -> () loc(#early)
"x.region"() ({
^bb0(%a: i32 loc("arg.c":2:2), %b: i64 loc(#early)):
  "x.in"() : () -> () loc("in.c":3:3)
}) : () -> () loc("region.c":4:4)
// -----
"x.range"() : () -> () loc("r.c":1:2 to :9)
"x.range2"() : () -> () loc("r.c":1:2 to 3:4)
// -----
module {
  "x.op"() : () -> () loc(fused["a.c":1:1, callsite("b.c":2:2 at "c.c":3:3)])
} loc("m.c":1:1)
