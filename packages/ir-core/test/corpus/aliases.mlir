#map = affine_map<(d0) -> (d0 * 2)>
!mytype = tensor<4xf32>
#myattr = "hello"
"x.op"() {a = #map, b = #myattr} : () -> !mytype
// -----
#set0 = affine_set<(d0) : (d0 >= 0)>
"x.op"() {s = #set0, t = affine_set<(d0) : (d0 >= 0)>} : () -> ()
// -----
"x.op"() {m1 = affine_map<(d0) -> (d0 + 1)>, m2 = affine_map<(d0) -> (d0 + 2)>} : () -> memref<4xf32, affine_map<(d0) -> (d0 + 3)>>
"x.op2"() {m = affine_map<(d0) -> (d0 + 2)>} : () -> ()
// -----
"x.op"() {list = [affine_map<(d0, d1) -> (d1, d0)>, affine_set<() : (0 == 0)>]} : () -> ()
// -----
!t = i32
!u = !t
"x.op"() : () -> (!t, !u)
