// expected-error@+1 {{use of undeclared SSA value name}}
"x.use"(%nope) : (i32) -> ()
// -----
// expected-error@below {{expected operation name in quotes}}
%0 =
// -----
"x.a"() : () -> ()
// expected-error@-1 {{never produced}}
// -----
// expected-warning@+1 {{use of undeclared}}
"x.use"(%nope) : (i32) -> ()
// -----
"x.ok"() : () -> () // expected-remark {{nothing}}
// -----
%0 = "x.a"() : () -> i32
// expected-note@+1 {{prior use}}
"x.use"(%0) : (i64) -> ()
// -----
// expected-error-re@+1 {{use of value '%{{[a-z0-9]+}}' expects different type}}
%v = "x.a"() : () -> i32
"x.use"(%v) : (i64) -> ()
