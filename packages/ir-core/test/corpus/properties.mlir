"x.op"() <{}> : () -> ()
// -----
"x.op"() <{a = 1 : i32, z = "s", m = affine_map<(d0) -> (d0)>}> : () -> ()
// -----
"x.op"() <{p = [1, 2]}> ({
  "x.in"() <{q}> : () -> ()
}) {d = 2 : i8} : () -> ()
// -----
"x.wrap"() ({
  %0 = "x.def"() : () -> i32
  "x.term"(%0)[^bb1] <{k = 1 : index}> : (i32) -> ()
^bb1:
  "x.after"() : () -> ()
}) : () -> ()
// -----
"x.keep"() <{tag = 3 : i8, other = unit}> {tag = "from the dictionary"} : () -> ()
