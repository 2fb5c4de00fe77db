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
// -----
"x.holder"() {octets = array<ui8: -2, 200>, shorts = array<ui16: -32768, -1>, wide = array<i32: 0xFFFFFFFE, -2147483648>} : () -> ()
// -----
"x.holder"() {signs = array<si1: false, true>, bits = array<ui1: true>, negated = array<i1: -false>} : () -> ()
// -----
"x.holder"() {signs = dense<[0, -1, 0]> : tensor<3xsi1>, bits = dense<[true, false]> : vector<2xui1>} : () -> ()
