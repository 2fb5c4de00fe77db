func.func @f() -> tensor<4xi32> {
  %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %1 = arith.constant dense<[1.5, 2.0, 3.0]> : tensor<3xf32>
  %2 = arith.constant dense<7> : tensor<8xi32>
  %3 = arith.constant sparse<[[0, 0], [1, 1], [2, 2]], [5, 6, 7]> : tensor<3x3xi32>
  return %0 : tensor<4xi32>
}
