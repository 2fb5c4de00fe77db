func.func @f() -> tensor<4xi32> {
  %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %1 = arith.constant dense<[1.5, 2.0, 3.0]> : tensor<3xf32>
  return %0 : tensor<4xi32>
}
