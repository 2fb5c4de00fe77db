// expected-error@+1 {{use of undeclared SSA value name}}
"x.use"(%nope) : (i32) -> ()
// -----
%0 = "x.a"() : () -> i32
// expected-error@+2 {{expects different type than prior uses: 'i64' vs 'i32'}}
// expected-note@-2 {{prior use here}}
"x.use"(%0) : (i64) -> ()
// -----
"x.ok"() : () -> ()
// -----
%v = "x.a"() : () -> i32
// expected-note@above {{prior}}
// expected-error-re@below {{use of value '%{{[a-z]+}}' expects}}
"x.use"(%v) : (i64) -> ()
// -----
"x.a"() ({
  // expected-error@+1 {{reference to an undefined block}}
  "x.br"()[^nowhere] : () -> ()
}) : () -> ()
