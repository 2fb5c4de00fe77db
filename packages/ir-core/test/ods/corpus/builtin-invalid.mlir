"builtin.module"() ({}) : () -> ()
// -----
"builtin.module"() ({
^bb0:
  "test.x"() : () -> ()
^bb1:
  "test.x"() : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
}, {
}) : () -> ()
// -----
"builtin.module"() ({
  "builtin.module"() ({
  ^bb0:
  }) {sym_name = 3} : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "builtin.module"() ({
  ^bb0:
  }) {foo = 1} : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
^bb0(%a: i32):
  "test.x"() : () -> ()
}) : () -> ()
// -----
%0 = "test.c"() : () -> i32
"builtin.unrealized_conversion_cast"(%0) : (i32) -> ()
// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "a"}> ({
  ^bb0:
  }) : () -> ()
  "builtin.module"() <{sym_name = "a"}> ({
  ^bb0:
  }) : () -> ()
}) : () -> ()
// -----
%0 = "test.c"() : () -> i32
"builtin.module"() ({
  "test.use"(%0) : (i32) -> ()
}) : () -> ()
