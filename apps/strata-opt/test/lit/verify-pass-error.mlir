// RUN: strata-opt %s --verify-diagnostics --allow-unregistered-dialect --pass-pipeline='builtin.module(test.region(strip-debuginfo))'

// A pass scheduled on an unregistered op is an error at that op, and the run stops there.
// expected-error @+1 {{'test.region' op trying to schedule a pass on an unregistered operation}}
"test.region"() ({
}) : () -> ()
