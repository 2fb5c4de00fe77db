"x.op"() {r = dense_resource<blob1> : tensor<3xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010000000200000003000000"
    }
  }
#-}
// -----
"x.op"() {r = dense_resource<"quoted name"> : tensor<2xi8>, s = dense_resource<other> : tensor<1xi16>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      "quoted name": "0x010000000A0B",
      other: "0x020000000100",
      unused: "0x0100000000"
    }
  }
#-}
// -----
"x.op"() : () -> ()
{-#
  external_resources: {
    mygroup: {
      key1: "value",
      key2: true
    }
  }
#-}

// -----

// An external resource group without entries prints no section at all.
"res.user"() : () -> ()
{-# external_resources: { empty_group: { } } #-}

// -----

// A "0x..." string of a group nobody handles is a blob: it prints back with upper-case digits.
"res.user"() : () -> ()
{-# external_resources: { digests: { first: "0x08000000beef", second: "0X12" } } #-}
