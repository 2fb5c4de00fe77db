// The IR dump shows the dialect resource the constant uses; only the final output keeps the
// external resources.
func.func @weights() -> tensor<3xi16> {
  %w = arith.constant dense_resource<table> : tensor<3xi16>
  %one = arith.constant 1 : i16
  %sum = arith.addi %one, %one : i16
  return %w : tensor<3xi16>
}
{-# dialect_resources: {builtin: {table: "0x02000000070008000900"}}, external_resources: {mlir_reproducer: {pipeline: "builtin.module(cse)", disable_threading: false, verify_each: true}, notes: {author: "someone"}} #-}
