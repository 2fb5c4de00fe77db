// expected-error @below {{operation being parsed with an unregistered dialect}}
"foo.a"() : () -> ()

// -----

// This expectation is never met: the module is valid.
// expected-error @+1 {{this is never reported}}
module {
}

// -----

"foo.unexpected"() : () -> ()

// -----

// expected-warning @+1 {{operation being parsed with an unregistered dialect}}
"foo.wrong_severity"() : () -> ()
