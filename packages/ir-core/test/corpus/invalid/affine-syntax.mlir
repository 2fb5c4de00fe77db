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
