"x.op"() {m = affine_map<(a, b) -> (a, ())>} : () -> ()
// -----
"x.op"() {m = affine_map<(a)[n] -> (*a)>} : () -> ()
// -----
"x.op"() {m = affine_map<(a)[n] -> (n, +a)>} : () -> ()
// -----
"x.op"() {m = affine_map<(a, b) -> (a + -(), b)>} : () -> ()
// -----
"x.op"() {m = affine_map<(a) -> (a * -)>} : () -> ()
// -----
"x.op"() {m = affine_map<(a, b) -> (a, mod)>} : () -> ()
// -----
"x.op"() {m = affine_map<(a b) -> (a)>} : () -> ()
// -----
"x.op"() {m = affine_map<(a)[n m] -> (a)>} : () -> ()
// -----
"x.op"() {m = affine_map<(a) -> (a a)>} : () -> ()
// -----
"x.op"() {m = affine_set<(a) : (a >= 0 a)>} : () -> ()
// -----
"x.op"() {m = affine_map<(a, b) -> (a * 3 floordiv b * 2)>} : () -> ()
// -----
"x.op"() {m = affine_map<(a)[n] -> (a, -123456789012345678901)>} : () -> ()
// -----
"x.op"() {s = affine_set<(a) : (a + -(-18446744073709551616) >= 0)>} : () -> ()
