module {
}
// -----
module @named {
}
// -----
module @outer attributes {test.flag, test.value = 3 : i64} {
  module @inner {
  }
  module {
    "test.op"() : () -> ()
  }
}
// -----
"builtin.module"() <{sym_name = "gen", sym_visibility = "private"}> ({
^bb0:
}) : () -> ()
// -----
%0 = "test.c"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to i64
%2:2 = builtin.unrealized_conversion_cast %0, %1 : i32, i64 to f32, index
%3 = builtin.unrealized_conversion_cast to i8
%4 = builtin.unrealized_conversion_cast %0 : i32 to i64 {test.note = "x"}
"test.use"(%1, %2#0, %2#1, %3, %4) : (i64, f32, index, i8, i64) -> ()
// -----
module attributes {test.a} {
  %0 = unrealized_conversion_cast to tensor<2xf32>
  "test.use"(%0) : (tensor<2xf32>) -> ()
}
