"x.op"() : () -> ()
// -----
builtin.nosuchop
// -----
"builtin.module"()[^bb1] ({
^bb0:
}) : () -> ()
// -----
module {
  %0 = builtin.unrealized_conversion_cast to
}
// -----
%0 = builtin.unrealized_conversion_cast : i32 to i64
// -----
"builtin.module"() <{sym_name = 3}> ({
^bb0:
}) : () -> ()
