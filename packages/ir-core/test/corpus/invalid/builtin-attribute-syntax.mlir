"x.op"() {a = dense<[(1.5)]> : tensor<1xcomplex<f32>>} : () -> ()
// -----
"x.op"() {a = dense<[(1.5, 2.5]> : tensor<1xcomplex<f32>>} : () -> ()
// -----
"x.op"() {a = dense<[2]> : tensor<1xf16>} : () -> ()
// -----
"x.op"() {a = 7 : f64} : () -> ()
// -----
"x.op"() {a = dense<[1.5, false]> : tensor<2xf64>} : () -> ()
// -----
"x.op"() {a = dense_resource>} : () -> ()
// -----
"x.op"() {a = dense_resource<blob> : f32} : () -> ()
// -----
"x.op"() {a = array>} : () -> ()
// -----
"x.op"() {a = array<i12: 1>} : () -> ()
// -----
"x.op"() {a = array<i16 1>} : () -> ()
// -----
"x.op"() {a = array<"s">} : () -> ()
// -----
"x.op"() {a = distinct(0)} : () -> ()
// -----
"x.op"() {a = distinct[0x1FFFFFFFFFFFFFFFF]<>} : () -> ()
// -----
"x.op"() {a = distinct[3>} : () -> ()
// -----
"x.op"() {a = distinct[3]unit} : () -> ()
// -----
"x.op"() {a = distinct[3]<unit} : () -> ()
// -----
"x.op"() {a = distinct[3]<[1 2]>} : () -> ()
// -----
"x.op"() {a = [1 2]} : () -> ()
// -----
"x.op"() {a = array<tensor<2xf32>: 1>} : () -> ()
// -----
"x.op"() {a = dense<2> : memref<?xi16>} : () -> ()
// -----
"x.op"() {a = array<i1: true, 0, false>} : () -> ()
// -----
"x.op"() {a = array<ui1: 1>} : () -> ()
// -----
"x.op"() {a = array<i16: 70000, 1>} : () -> ()
// -----
"x.op"() {a = array<si16: 0x8000>} : () -> ()
// -----
"x.op"() {a = array<ui16: -32769>} : () -> ()
// -----
"x.op"() {a = array<i32: -0>} : () -> ()
// -----
"x.op"() {a = array<i16: 3, -false>} : () -> ()
// -----
"x.op"() {a = array<ui32: "seven">} : () -> ()
// -----
"x.op"() {a = array<f64: 2.5, 4e10>} : () -> ()
// -----
"x.op"() {a = array<bf16: [1.0]>} : () -> ()
// -----
"x.op"() {a = array<f16: -false>} : () -> ()
// -----
"x.op"() {a = distinct[2]<array<f32: 1.5, 0x1FFFFFFFF>>} : () -> ()
// -----
"x.op"() {a = distinct[4]<{twice = 1, twice = unit}>} : () -> ()
