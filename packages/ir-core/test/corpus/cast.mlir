%0 = "x.def"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to i64
%2:2 = builtin.unrealized_conversion_cast %0, %1 : i32, i64 to f32, f64
"x.use"(%1, %2#0, %2#1) : (i64, f32, f64) -> ()
// -----
%0 = builtin.unrealized_conversion_cast to i8
// -----
%0 = "x.def"() : () -> tensor<4xf32>
%1 = builtin.unrealized_conversion_cast %0 : tensor<4xf32> to memref<4xf32> {x.note = "cast"}
// -----
module {
  %0 = unrealized_conversion_cast to index
  "x.region"() ({
    %1 = builtin.unrealized_conversion_cast %0 : index to i64
  }) : () -> ()
}
// -----
%0 = "builtin.unrealized_conversion_cast"() : () -> i1
