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
// -----
"x.op"() : () -> tensor<3x2xmemref<5xi16>>
// -----
"x.op"() : () -> tensor<*xmemref<*xf64, 2>>
// -----
"x.op"() : () -> memref<7x!ext.cell>
// -----
"x.op"() : () -> tensor<16xi8, strided<[1]>>
// -----
"x.op"() : () -> tensor<2xf32, array<i32: 4>>
// -----
"x.op"() : () -> tensor<9xindex, distinct[3]<unit>>
