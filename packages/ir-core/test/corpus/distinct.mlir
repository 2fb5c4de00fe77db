"x.a"() {d = distinct[0]<42 : i32>, e = distinct[1]<>, f = [distinct[0]<42 : i32>]} : () -> ()
// -----
"x.a"() {d = distinct[5]<"s">} : () -> ()
"x.b"() {d = distinct[7]<"s">, m = affine_map<(d0) -> (d0)>} : () -> ()
