module {
  module @a {
    module @inner {
    }
  }
  module @b attributes {sym_visibility = "nested"} {
  }
  module @c {
  }
  "test.x"() : () -> ()
}
