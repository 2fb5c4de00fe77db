// A dialect resource, and an external one of another tool that reproducers leave out.
func.func @table() -> tensor<2xi16> {
  %t = arith.constant dense_resource<weights> : tensor<2xi16>
  return %t : tensor<2xi16>
}

{-#
  dialect_resources: {
    builtin: {
      weights: "0x020000000700FEFF"
    }
  },
  external_resources: {
    other_tool: {
      note: "kept in the output only"
    }
  }
#-}
