// RUN: echo 'hello   world' | FileCheck %s
// RUN: true && echo ok | FileCheck %s --check-prefix=OK
// RUN: false || echo recovered | FileCheck %s --check-prefix=RECOVERED
// RUN: not false
// RUN: echo to-stderr >&2 2>/dev/null; echo "%%s is literal" | FileCheck %s --check-prefix=PCT
// RUN: mkdir -p %t.dir && echo saved > %t.dir/out && FileCheck %s --check-prefix=SAVED --input-file=%t.dir/out

// CHECK: hello world
// OK: ok
// RECOVERED: recovered
// PCT: %s is literal
// SAVED: saved
