// A pass option with a value of the wrong kind is a located error on the flag.
// mlir-opt words it as "for the --max-iterations option: 'abc' value invalid for long argument!"
// followed by an empty "<unknown>:0: error:"; strata-opt points at the value instead.
// RUN: not strata-opt %s --canonicalize=max-iterations=abc 2>&1 | FileCheck %s --check-prefix=INT
// RUN: not strata-opt %s --canonicalize=region-simplify=bogus 2>&1 | FileCheck %s --check-prefix=ENUM

// INT: <command line>:1:31: error: invalid value 'abc' for option 'max-iterations' of pass 'canonicalize': expected an integer
// INT-NEXT: --canonicalize=max-iterations=abc
// INT-NEXT: {{^                              \^$}}

// ENUM: <command line>:1:32: error: invalid value 'bogus' for option 'region-simplify' of pass 'canonicalize': expected one of 'disabled', 'normal', 'aggressive'
module {
}
