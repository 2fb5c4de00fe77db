// expected-error @below {{operation being parsed with an unregistered dialect}}
"foo.expected"() : () -> ()

// -----

"foo.unexpected"() : () -> ()

