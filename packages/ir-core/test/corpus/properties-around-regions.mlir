// The `<{...}>` of an op stays its own when the op's regions hold generic ops with properties.
"x.op"() <{}> ({
  "x.in"() : () -> ()
}) : () -> ()
// -----
"x.op"() <{}> ({
  "x.in"() <{q = 1 : i32}> : () -> ()
}) : () -> ()
