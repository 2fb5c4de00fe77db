// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt | FileCheck %s
// Round trip of each llvm op form, custom and through the generic form; the expected text is mlir-opt 22's.

// CHECK-LABEL: func.func @never_returns
// CHECK-NEXT:    llvm.unreachable
func.func @never_returns() {
  llvm.unreachable
}

// -----

// CHECK-LABEL: func.func @integer_flags
// CHECK-NEXT:    %0 = llvm.add %arg0, %arg1 overflow<nsw, nuw> : i16
// CHECK-NEXT:    %1 = llvm.shl %arg0, %arg1 overflow<nuw> : i16
// CHECK-NEXT:    %2 = llvm.udiv exact %arg0, %arg1 : i16
// CHECK-NEXT:    %3 = llvm.or disjoint %arg0, %arg1 : i16
// CHECK-NEXT:    %4 = llvm.xor %arg0, %arg1 : i16
func.func @integer_flags(%p: i16, %q: i16) {
  %sum = llvm.add %p, %q overflow<nuw, nsw> : i16
  %shifted = llvm.shl %p, %q overflow<nuw> : i16
  %quot = llvm.udiv exact %p, %q : i16
  %bits = llvm.or disjoint %p, %q : i16
  %flip = llvm.xor %p, %q : i16
  return
}

// -----

// CHECK-LABEL: func.func @float_flags
// CHECK-NEXT:    %0 = llvm.fmul %arg0, %arg0 {fastmathFlags = #llvm.fastmath<ninf, reassoc>} : vector<3xf64>
// CHECK-NEXT:    %1 = llvm.fsub %arg0, %arg0 : vector<3xf64>
// CHECK-NEXT:    %2 = llvm.fneg %arg0 {fastmathFlags = #llvm.fastmath<fast>} : vector<3xf64>
func.func @float_flags(%w: vector<3xf64>) {
  %prod = llvm.fmul %w, %w {fastmathFlags = #llvm.fastmath<reassoc, ninf>} : vector<3xf64>
  %diff = llvm.fsub %w, %w {fastmathFlags = #llvm.fastmath<none>} : vector<3xf64>
  %neg = llvm.fneg %w {fastmathFlags = #llvm.fastmath<nnan, ninf, nsz, arcp, contract, afn, reassoc>} : vector<3xf64>
  return
}

// -----

// CHECK-LABEL: func.func @compare_select
// CHECK-NEXT:    %0 = llvm.icmp "uge" %arg0, %arg1 : vector<2xi8>
// CHECK-NEXT:    %1 = llvm.select %0, %arg0, %arg1 : vector<2xi1>, vector<2xi8>
// CHECK-NEXT:    %2 = llvm.fcmp "uno" %arg2, %arg2 {fastmathFlags = #llvm.fastmath<nnan>} : f16
// CHECK-NEXT:    %3 = llvm.freeze %arg2 : f16
func.func @compare_select(%m: vector<2xi8>, %n: vector<2xi8>, %h: f16) {
  %ge = llvm.icmp "uge" %m, %n : vector<2xi8>
  %pick = llvm.select %ge, %m, %n : vector<2xi1>, vector<2xi8>
  %nan = llvm.fcmp "uno" %h, %h {fastmathFlags = #llvm.fastmath<nnan>} : f16
  %fixed = llvm.freeze %h : f16
  return
}

// -----

// CHECK-LABEL: func.func @casts
// CHECK-NEXT:    %0 = llvm.sext %arg0 : i8 to i64
// CHECK-NEXT:    %1 = llvm.zext nneg %arg0 : i8 to i16
// CHECK-NEXT:    %2 = llvm.trunc %0 overflow<nsw> : i64 to i8
// CHECK-NEXT:    %3 = llvm.sitofp %arg0 : i8 to bf16
// CHECK-NEXT:    %4 = llvm.uitofp nneg %arg0 : i8 to f64
// CHECK-NEXT:    %5 = llvm.fptrunc %4 : f64 to f32
// CHECK-NEXT:    %6 = llvm.fpext %5 : f32 to f128
// CHECK-NEXT:    %7 = llvm.fptoui %5 : f32 to i32
// CHECK-NEXT:    %8 = llvm.bitcast %5 : f32 to vector<4xi8>
func.func @casts(%b: i8) {
  %wide = llvm.sext %b : i8 to i64
  %half = llvm.zext nneg %b : i8 to i16
  %back = llvm.trunc %wide overflow<nsw> : i64 to i8
  %sf = llvm.sitofp %b : i8 to bf16
  %uf = llvm.uitofp nneg %b : i8 to f64
  %narrow = llvm.fptrunc %uf : f64 to f32
  %quad = llvm.fpext %narrow : f32 to f128
  %int = llvm.fptoui %narrow : f32 to i32
  %bytes = llvm.bitcast %narrow : f32 to vector<4xi8>
  return
}

// -----

// CHECK-LABEL: func.func @constants
// CHECK-NEXT:    %0 = llvm.mlir.constant(-7 : i64) : i64
// CHECK-NEXT:    %1 = llvm.mlir.constant(2.500000e-01 : f32) : f32
// CHECK-NEXT:    %2 = llvm.mlir.constant(dense<[3, 4, 5]> : vector<3xi16>) : vector<3xi16>
// CHECK-NEXT:    %3 = llvm.mlir.constant(false) : i1
// CHECK-NEXT:    %4 = llvm.mlir.undef : vector<3xi16>
// CHECK-NEXT:    %5 = llvm.mlir.poison : f32
func.func @constants() {
  %neg = llvm.mlir.constant(-7) : i64
  %quarter = llvm.mlir.constant(0.25 : f32) : f32
  %vec = llvm.mlir.constant(dense<[3, 4, 5]> : vector<3xi16>) : vector<3xi16>
  %no = llvm.mlir.constant(false) : i1
  %u = llvm.mlir.undef : vector<3xi16>
  %p = llvm.mlir.poison : f32
  return
}

// -----

// CHECK-LABEL: func.func @branches
// CHECK:         llvm.cond_br %arg0 weights([1, 9]), ^bb1(%arg1 : i64), ^bb2
// CHECK:       ^bb1(%0: i64):
// CHECK-NEXT:    llvm.br ^bb2
// CHECK:       ^bb2:
// CHECK-NEXT:    llvm.switch %arg1 : i64, ^bb3 [
// CHECK-NEXT:      -5: ^bb1(%arg1 : i64),
// CHECK-NEXT:      12: ^bb3
// CHECK-NEXT:    ]
// CHECK:       ^bb3:
// CHECK-NEXT:    llvm.switch %arg1 : i64, ^bb1(%arg1 : i64) [
// CHECK-NEXT:    ]
func.func @branches(%flag: i1, %k: i64) {
  llvm.cond_br %flag weights([1, 9]), ^left(%k : i64), ^join
^left(%x: i64):
  llvm.br ^join
^join:
  llvm.switch %k : i64, ^exit [
    -5: ^left(%k : i64),
    12: ^exit
  ]
^exit:
  llvm.switch %k : i64, ^left(%k : i64) [
  ]
}

// -----

// CHECK-LABEL: func.func @fcmp_constant_predicates
// CHECK-NEXT:    %0 = llvm.fcmp "_false" %arg0, %arg0 : f32
// CHECK-NEXT:    %1 = llvm.fcmp "_true" %arg0, %arg0 : f32
func.func @fcmp_constant_predicates(%x : f32) -> (i1, i1) {
  %0 = llvm.fcmp "_false" %x, %x : f32
  %1 = "llvm.fcmp"(%x, %x) <{predicate = 15 : i64}> : (f32, f32) -> i1
  return %0, %1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @bitcast_pointers
// CHECK-NEXT:    %0 = llvm.bitcast %arg0 : !llvm.ptr<3> to !llvm.ptr<3>
// CHECK-NEXT:    %1 = llvm.bitcast %arg1 : vector<2x!llvm.ptr> to vector<2x!llvm.ptr>
func.func @bitcast_pointers(%p : !llvm.ptr<3>, %v : vector<2x!llvm.ptr>) -> (!llvm.ptr<3>, vector<2x!llvm.ptr>) {
  %0 = llvm.bitcast %p : !llvm.ptr<3> to !llvm.ptr<3>
  %1 = llvm.bitcast %v : vector<2x!llvm.ptr> to vector<2x!llvm.ptr>
  return %0, %1 : !llvm.ptr<3>, vector<2x!llvm.ptr>
}

// -----

// Linkage, visibility, unnamed_addr and calling convention keywords; `default`, `ccc` and
// `external` are not printed.
// CHECK:       llvm.func internal hidden local_unnamed_addr fastcc @keywords()
// CHECK:       llvm.func linkonce_odr protected unnamed_addr @defaults_elided()
// CHECK:       llvm.func extern_weak @weak_declaration(i64)
llvm.func internal hidden local_unnamed_addr fastcc @keywords() {
  llvm.return
}
llvm.func linkonce_odr protected unnamed_addr ccc @defaults_elided() {
  llvm.return
}
llvm.func extern_weak @weak_declaration(i64)

// -----

// Argument and result attributes, a variadic signature, and inherent attributes in `attributes`.
// CHECK-LABEL: llvm.func @signature
// CHECK-SAME:    (%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr, ...) -> (i32 {llvm.zeroext})
// CHECK-SAME:    attributes {foo.bar = 1 : i32, passthrough = ["noinline"], sym_visibility = "private"}
// CHECK-NEXT:    llvm.return %arg0 : i32
// CHECK:       llvm.func @only_varargs(...)
llvm.func @signature(%x: i32 {llvm.noundef}, %p: !llvm.ptr, ...) -> (i32 {llvm.zeroext}) attributes {passthrough = ["noinline"], sym_visibility = "private", foo.bar = 1 : i32} {
  llvm.return %x : i32
}
llvm.func @only_varargs(...)

// -----

// Direct, variadic and indirect calls, with the calling convention and tail-call keywords.
// CHECK-LABEL: llvm.func @calls
// CHECK-NEXT:    %0 = llvm.call @callee(%arg1) : (i32) -> i64
// CHECK-NEXT:    llvm.call @printf(%arg1, %arg1) vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
// CHECK-NEXT:    %1 = llvm.call fastcc tail %arg0(%arg1) : !llvm.ptr, (i32) -> i64
// CHECK-NEXT:    llvm.call musttail @nothing() : () -> ()
// CHECK-NEXT:    llvm.return
llvm.func @callee(i32) -> i64
llvm.func @printf(i32, ...)
llvm.func @nothing()
llvm.func @calls(%fn: !llvm.ptr, %x: i32) {
  %0 = llvm.call @callee(%x) : (i32) -> i64
  llvm.call @printf(%x, %x) vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
  %1 = llvm.call fastcc tail %fn(%x) : !llvm.ptr, (i32) -> i64
  llvm.call ccc musttail @nothing() : () -> ()
  llvm.return
}

// -----

// Call attributes: unset fast-math flags are not printed, argument and result attributes go
// with the types.
// CHECK-LABEL: llvm.func @call_attributes
// CHECK-NEXT:    %0 = llvm.call @callee(%arg0) {fastmathFlags = #llvm.fastmath<nnan>, no_unwind} : (f32 {llvm.noundef}) -> (f32 {llvm.noundef})
// CHECK-NEXT:    %1 = llvm.call @callee(%arg0) {foo.bar} : (f32) -> f32
llvm.func @callee(f32) -> f32
llvm.func @call_attributes(%x: f32) -> f32 {
  %0 = llvm.call @callee(%x) {no_unwind, fastmathFlags = #llvm.fastmath<nnan>} : (f32 {llvm.noundef}) -> (f32 {llvm.noundef})
  %1 = llvm.call @callee(%x) {fastmathFlags = #llvm.fastmath<none>, foo.bar} : (f32) -> f32
  llvm.return %1 : f32
}

// -----

// Stack allocation: `inalloca`, and an alignment that is printed unless it is 0.
// CHECK-LABEL: llvm.func @allocas
// CHECK-NEXT:    %0 = llvm.alloca %arg0 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT:    %1 = llvm.alloca %arg0 x f32 {alignment = 8 : i64} : (i64) -> !llvm.ptr<3>
// CHECK-NEXT:    %2 = llvm.alloca inalloca %arg0 x !llvm.struct<(i32, f32)> : (i64) -> !llvm.ptr
// CHECK-NEXT:    %3 = llvm.alloca %arg0 x i8 : (i64) -> !llvm.ptr
llvm.func @allocas(%n: i64) {
  %0 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %1 = llvm.alloca %n x f32 {alignment = 8 : i64} : (i64) -> !llvm.ptr<3>
  %2 = llvm.alloca inalloca %n x !llvm.struct<(i32, f32)> : (i64) -> !llvm.ptr
  %3 = llvm.alloca %n x i8 {alignment = 0 : i64} : (i64) -> !llvm.ptr
  llvm.return
}

// -----

// Loads and stores: volatile, nontemporal, atomic with an ordering and a sync scope.
// CHECK-LABEL: llvm.func @accesses
// CHECK-NEXT:    %0 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:    %1 = llvm.load volatile %arg0 {alignment = 4 : i64, nontemporal} : !llvm.ptr -> f32
// CHECK-NEXT:    %2 = llvm.load %arg0 atomic syncscope("agent") acquire {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK-NEXT:    llvm.store %0, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store volatile %1, %arg0 {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT:    llvm.store %2, %arg0 atomic release {alignment = 8 : i64} : i64, !llvm.ptr
llvm.func @accesses(%p: !llvm.ptr) {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load volatile %p {nontemporal, alignment = 4 : i64} : !llvm.ptr -> f32
  %2 = llvm.load %p atomic syncscope("agent") acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.store %0, %p : i32, !llvm.ptr
  llvm.store volatile %1, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store %2, %p atomic release {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.return
}

// -----

// Address arithmetic: constant and SSA indices, no-wrap flags, vectors of pointers.
// CHECK-LABEL: llvm.func @geps
// CHECK-NEXT:    %0 = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:    %1 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// CHECK-NEXT:    %2 = llvm.getelementptr %arg0[%arg2, %arg1, 1, %arg1] : (!llvm.ptr, i32, i64, i64) -> !llvm.ptr, !llvm.array<4 x struct<(i32, array<3 x f32>)>>
// CHECK-NEXT:    %3 = llvm.getelementptr inbounds|nuw %arg0[-1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    %4 = llvm.getelementptr nusw|nuw %arg0[1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    %5 = llvm.getelementptr %arg0[%arg3] : (!llvm.ptr, vector<2xi64>) -> vector<2x!llvm.ptr>, i8
llvm.func @geps(%p: !llvm.ptr, %n: i64, %i: i32, %v: vector<2xi64>) {
  %0 = llvm.getelementptr %p[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr inbounds %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %2 = llvm.getelementptr %p[%i, %n, 1, %n] : (!llvm.ptr, i32, i64, i64) -> !llvm.ptr, !llvm.array<4 x struct<(i32, array<3 x f32>)>>
  %3 = llvm.getelementptr nuw|inbounds %p[-1] : (!llvm.ptr) -> !llvm.ptr, i8
  %4 = llvm.getelementptr nuw | nusw %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %5 = llvm.getelementptr %p[%v] : (!llvm.ptr, vector<2xi64>) -> vector<2x!llvm.ptr>, i8
  llvm.return
}

// -----

// Members of structs and arrays: the element type follows from the position.
// CHECK-LABEL: llvm.func @aggregates
// CHECK-NEXT:    %0 = llvm.insertvalue %arg1, %arg0[0] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT:    %1 = llvm.insertvalue %arg2, %0[1, 1] {foo.bar} : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT:    %2 = llvm.extractvalue %1[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT:    %3 = llvm.extractvalue %1[1] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT:    %4 = llvm.extractvalue %3[] : !llvm.array<2 x f32>
llvm.func @aggregates(%s: !llvm.struct<(i32, array<2 x f32>)>, %x: i32, %f: f32) -> f32 {
  %0 = llvm.insertvalue %x, %s[0] : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.insertvalue %f, %0[1, 1] {foo.bar} : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.extractvalue %1[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %3 = llvm.extractvalue %1[1] : !llvm.struct<(i32, array<2 x f32>)>
  %4 = llvm.extractvalue %3[] : !llvm.array<2 x f32>
  llvm.return %2 : f32
}

// -----

// Globals: the linkage is always printed, `addr_space` shows in the attributes, a string global
// has no type, and an initializer region computes the value.
// CHECK:       llvm.mlir.global external @declared() {addr_space = 0 : i32} : i32
// CHECK-NEXT:  llvm.mlir.global internal constant @answer(42 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:  llvm.mlir.global private @aligned(3.000000e+00 : f32) {addr_space = 1 : i32, alignment = 8 : i64} : f32
// CHECK-NEXT:  llvm.mlir.global linkonce @text("abc") {addr_space = 0 : i32}
// CHECK-NEXT:  llvm.mlir.global weak_odr hidden thread_local unnamed_addr constant @splat(dense<1> : vector<2xi32>) {addr_space = 0 : i32, foo.bar} : vector<2xi32>
// CHECK-NEXT:  llvm.mlir.global internal @computed() {addr_space = 0 : i32} : i32 {
// CHECK-NEXT:    %0 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:    llvm.return %0 : i32
// CHECK-NEXT:  }
llvm.mlir.global @declared() : i32
llvm.mlir.global internal constant @answer(42 : i32) : i32
llvm.mlir.global private @aligned(3.0 : f32) {addr_space = 1 : i32, alignment = 8 : i64} : f32
llvm.mlir.global linkonce @text("abc") : !llvm.array<3 x i8>
llvm.mlir.global weak_odr hidden thread_local unnamed_addr constant @splat(dense<1> : vector<2xi32>) {foo.bar} : vector<2xi32>
llvm.mlir.global internal @computed() : i32 {
  %0 = llvm.mlir.constant(7 : i32) : i32
  llvm.return %0 : i32
}

// -----

// Addresses of globals (in their address space) and of functions.
// CHECK-LABEL: llvm.func @addresses
// CHECK-NEXT:    %0 = llvm.mlir.addressof @answer : !llvm.ptr
// CHECK-NEXT:    %1 = llvm.mlir.addressof @far : !llvm.ptr<1>
// CHECK-NEXT:    %2 = llvm.mlir.addressof @addresses : !llvm.ptr
llvm.mlir.global internal constant @answer(42 : i32) : i32
llvm.mlir.global internal @far(0 : i64) {addr_space = 1 : i32} : i64
llvm.func @addresses() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @answer : !llvm.ptr
  %1 = llvm.mlir.addressof @far : !llvm.ptr<1>
  %2 = llvm.mlir.addressof @addresses : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// Operand bundles: a tag and operands each, after the callee's arguments.
// CHECK-LABEL: llvm.func @bundles
// CHECK-NEXT:    llvm.call @callee(%arg0) ["deopt"(%arg0, %arg1 : i32, i64), "cold"()] : (i32) -> ()
// CHECK-NEXT:    llvm.call @callee(%arg0) : (i32) -> ()
llvm.func @callee(i32)
llvm.func @bundles(%x: i32, %y: i64) {
  llvm.call @callee(%x) ["deopt"(%x, %y : i32, i64), "cold"()] : (i32) -> ()
  llvm.call @callee(%x) [] : (i32) -> ()
  llvm.return
}


// -----

// `invariant` and `invariant_group` are keywords after the ordering.
// CHECK-LABEL: llvm.func @access_flags
// CHECK-NEXT:    %0 = llvm.load volatile %arg0 invariant invariant_group {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
// CHECK-NEXT:    %1 = llvm.load %arg0 atomic monotonic invariant {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    llvm.store %0, %arg0 atomic monotonic invariant_group {alignment = 4 : i64} : i32, !llvm.ptr
llvm.func @access_flags(%p: !llvm.ptr) {
  %0 = llvm.load volatile %p {alignment = 4 : i64, invariant, invariantGroup, nontemporal} : !llvm.ptr -> i32
  %1 = llvm.load %p atomic monotonic invariant {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %0, %p atomic monotonic invariant_group {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

// A string's length is its byte count, whatever the bytes.
// CHECK:       llvm.mlir.global private constant @bytes("\FF\00\C3") {addr_space = 0 : i32}
// CHECK:       llvm.mlir.constant("\FF\00") : !llvm.array<2 x i8>
llvm.mlir.global private constant @bytes("\FF\00\C3") : !llvm.array<3 x i8>
llvm.func @byte_string() {
  %0 = llvm.mlir.constant("\FF\00") : !llvm.array<2 x i8>
  llvm.return
}

// -----

// The branches have properties (loop_annotation), so an empty `<{}>` is accepted.
// CHECK-LABEL: func.func @branch_empty_properties
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: llvm.br ^bb2
func.func @branch_empty_properties(%c: i1) {
  "llvm.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "llvm.br"()[^bb2] <{}> : () -> ()
^bb2:
  return
}
