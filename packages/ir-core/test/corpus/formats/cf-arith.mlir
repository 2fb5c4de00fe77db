"x.f"() ({
^bb0(%a: i32, %b: i32, %c: i1):
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi uge, %a, %b {x.tag} : i32
  cf.cond_br %0, ^bb1(%a : i32), ^bb2
^bb1(%v: i32):
  cf.br ^bb2
^bb2:
  cf.cond_br %c, ^bb3(%a, %b : i32, i32), ^bb3(%b, %a : i32, i32) {x.w}
^bb3(%p: i32, %q: i32):
  cf.br ^bb1(%p : i32)
}) : () -> ()
// -----
"x.g"() ({
^bb0(%a: i64):
  %0 = arith.cmpi eq, %a, %a : i64
  cf.cond_br %0, ^bb1, ^bb2(%a : i64)
^bb1:
  cf.br ^bb2(%a : i64)
^bb2(%z: i64):
  cf.br ^bb2(%z : i64)
}) : () -> ()
