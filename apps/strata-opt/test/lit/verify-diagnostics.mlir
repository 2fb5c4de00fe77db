// RUN: strata-opt %s --split-input-file --verify-diagnostics

// expected-error @below {{operation being parsed with an unregistered dialect}}
"test.region"() ({
  "test.inner"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{operation being parsed with an unregistered dialect}}
"other.op"() : () -> ()
