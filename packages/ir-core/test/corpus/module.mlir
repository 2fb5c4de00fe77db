module {
}
// -----
module @named {
}
// -----
module attributes {x.flag, x.value = 3 : i32} {
  "x.op"() : () -> ()
}
// -----
module @both attributes {x.a = "s"} {
  module @inner {
    "x.inside"() : () -> ()
  }
  module {
  }
}
// -----
"builtin.module"() ({
  "x.generic_module_body"() : () -> ()
}) : () -> ()
// -----
"builtin.module"() <{sym_name = "gen"}> ({
^bb0:
}) : () -> ()
// -----
module {
  "x.a"() : () -> ()
}
"x.b"() : () -> ()
// -----
"x.first"() : () -> ()
module {
}
// -----
builtin.module {
  builtin.module @deep {
  }
}
// -----
module attributes {"x.quoted key" = 1 : i64} {
}
// -----
"builtin.module"() <{not_a_property = "dropped", sym_name = "kept"}> ({
^bb0:
}) : () -> ()
// -----
"x.r"() ({
  module {
    %0 = builtin.unrealized_conversion_cast to i1
  }
  %1 = builtin.unrealized_conversion_cast to i8
}) : () -> ()
// -----
module @m1 {
  "x.r"() ({
    builtin.module @m2 {
    }
  }) : () -> ()
}
