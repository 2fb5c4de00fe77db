"x.op"() : () -> tuple f32>
// -----
"x.op"() : () -> complex f32>
// -----
"x.op"() : () -> i99999999999
// -----
"x.op"() : () -> memref<4xf32, >
// -----
"x.op"() : () -> memref<4x4xf32, 3, affine_map<(d0, d1) -> (d0, d1)>>
// -----
"x.op"() : () -> memref<8xf32, affine_map<(d0, d1) -> (d0)>>
// -----
"x.op"() : () -> memref<2x2xf32, strided<[1]>>
// -----
"x.op"() : () -> memref<4xf32, strided>
// -----
"x.op"() : () -> memref<4xf32, strided<[1] offset: 0>>
// -----
"x.op"() : () -> memref<4xf32, strided<[1], 0>>
// -----
"x.op"() : () -> memref<*xf32, affine_map<(d0) -> (d0)>>
// -----
"x.op"() : () -> memref<4xf32, 1, 2>
// -----
"x.op"() : () -> tensor<*xf32, "enc">
