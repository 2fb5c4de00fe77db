"x.holder"() {weights = dense<[3, 4]> : memref<2xi16>, flags = dense<false> : memref<3xi1>, scales = dense<[[0.5], [2.0]]> : memref<2x1xf32, 2>} : () -> ()
// -----
"x.holder"() {coords = sparse<[[1]], [7]> : memref<4xi8>} : () -> ()
// -----
"x.holder"() {blob = dense_resource<payload> : tensor<?x3xf32>, raw = dense_resource<payload> : memref<*xi8>} : () -> ()
// -----
%t = "x.make"() : () -> tensor<6xi64, >
"x.take"(%t) : (tensor<6xi64>) -> ()
// -----
"x.holder"() {halves = array<f16: 1.0, -2.5>, bytes = array<si8: -1, 7>, words = array<ui16: 2, 65535>, brains = array<bf16: 0.5>, odd = array<i24: 5>, none = array<ui8>} : () -> ()
