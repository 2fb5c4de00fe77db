// Inherent attributes with bad values in the attribute dictionary, one op and attribute per
// chunk: each chunk is run through strata-opt and mlir-opt, which must print the same.
func.func @addi_flags_int(%p: i32) -> i32 {
  %r = arith.addi %p, %p {overflowFlags = 5 : i32} : i32
  return %r : i32
}
// -----
func.func @subi_flags_str(%p: i64) -> i64 {
  %r = arith.subi %p, %p {overflowFlags = "nuw"} : i64
  return %r : i64
}
// -----
func.func @muli_flags(%p: i16) -> i16 {
  %r = arith.muli %p, %p {overflowFlags = unit} : i16
  return %r : i16
}
// -----
func.func @shli_flags(%p: i8) -> i8 {
  %r = arith.shli %p, %p {overflowFlags = [1]} : i8
  return %r : i8
}
// -----
func.func @trunci_flags(%p: i64) -> i32 {
  %r = arith.trunci %p {overflowFlags = 2 : i64} : i64 to i32
  return %r : i32
}
// -----
func.func @addf_fastmath(%p: f32) -> f32 {
  %r = arith.addf %p, %p {fastmath = 1 : i32} : f32
  return %r : f32
}
// -----
func.func @subf_fastmath(%p: f64) -> f64 {
  %r = arith.subf %p, %p {fastmath = "fast"} : f64
  return %r : f64
}
// -----
func.func @mulf_fastmath(%p: f16) -> f16 {
  %r = arith.mulf %p, %p {fastmath = 0.5 : f32} : f16
  return %r : f16
}
// -----
func.func @divf_fastmath(%p: f32) -> f32 {
  %r = arith.divf %p, %p {fastmath = #arith.overflow<nsw>} : f32
  return %r : f32
}
// -----
func.func @remf_fastmath(%p: f32) -> f32 {
  %r = arith.remf %p, %p {fastmath = 4} : f32
  return %r : f32
}
// -----
func.func @negf_fastmath(%p: bf16) -> bf16 {
  %r = arith.negf %p {fastmath = true} : bf16
  return %r : bf16
}
// -----
func.func @maximumf_fastmath(%p: f32) -> f32 {
  %r = arith.maximumf %p, %p {fastmath = 2 : i8} : f32
  return %r : f32
}
// -----
func.func @minnumf_fastmath(%p: f32) -> f32 {
  %r = arith.minnumf %p, %p {fastmath = "nnan"} : f32
  return %r : f32
}
// -----
func.func @cmpf_fastmath(%p: f32) -> i1 {
  %r = arith.cmpf ogt, %p, %p {fastmath = 7} : f32
  return %r : i1
}
// -----
func.func @cmpf_predicate(%p: f32) -> i1 {
  %r = arith.cmpf ogt, %p, %p {predicate = 99 : i64} : f32
  return %r : i1
}
// -----
func.func @cmpi_predicate(%p: i32) -> i1 {
  %r = arith.cmpi ule, %p, %p {predicate = "ule"} : i32
  return %r : i1
}
// -----
func.func @extf_fastmath(%p: f16) -> f64 {
  %r = arith.extf %p {fastmath = 3} : f16 to f64
  return %r : f64
}
// -----
func.func @truncf_rounding(%p: f64) -> f32 {
  %r = arith.truncf %p {roundingmode = 11 : i32} : f64 to f32
  return %r : f32
}
// -----
func.func @truncf_fastmath(%p: f64) -> f16 {
  %r = arith.truncf %p {fastmath = "x"} : f64 to f16
  return %r : f16
}
// -----
func.func @scaling_truncf_rounding(%p: f32, %s: f8E8M0FNU) -> f4E2M1FN {
  %r = arith.scaling_truncf %p, %s {roundingmode = 1 : i64} : f32, f8E8M0FNU to f4E2M1FN
  return %r : f4E2M1FN
}
// -----
func.func @scaling_extf_fastmath(%p: f4E2M1FN, %s: f8E8M0FNU) -> f32 {
  %r = arith.scaling_extf %p, %s {fastmath = 1} : f4E2M1FN, f8E8M0FNU to f32
  return %r : f32
}
// -----
func.func @constant_value() -> i32 {
  %r = arith.constant {value = unit} 4 : i32
  return %r : i32
}
// -----
func.func @assert_msg(%c: i1) {
  cf.assert %c, "boom" {msg = 12 : i32}
  return
}
// -----
func.func @switch_case_values(%k: i32) {
  cf.switch %k : i32, [
    default: ^done
  ] {case_values = "none"}
^done:
  return
}
// -----
func.func private @callee_a()
func.func @call_no_inline() {
  func.call @callee_a() {no_inline = 1 : i32} : () -> ()
  return
}
// -----
func.func private @callee_b()
func.func @call_arg_attrs() {
  func.call @callee_b() {arg_attrs = {}} : () -> ()
  return
}
// -----
func.func private @callee_c()
func.func @call_callee() {
  func.call @callee_c() {callee = "callee_c"} : () -> ()
  return
}
// -----
func.func private @callee_d()
func.func @constant_sym() -> (() -> ()) {
  %r = func.constant @callee_d {value = 3} : () -> ()
  return %r : () -> ()
}
// -----
func.func @call_indirect_res_attrs(%fn: () -> i32) -> i32 {
  %r = func.call_indirect %fn() {res_attrs = "x"} : () -> i32
  return %r : i32
}
// -----
func.func @func_visibility() attributes {sym_visibility = 4 : i32} {
  return
}
// -----
func.func @func_no_inline() attributes {no_inline = "yes"} {
  return
}
// -----
func.func @alloc_align_str() {
  %r = memref.alloc() {alignment = "sixteen"} : memref<8xf32>
  return
}
// -----
func.func @alloc_align_npot() {
  %r = memref.alloc() {alignment = 24 : i64} : memref<8xf32>
  return
}
// -----
func.func @alloc_align_zero() {
  %r = memref.alloc() {alignment = 0 : i64} : memref<8xf32>
  return
}
// -----
func.func @alloc_align_i32() {
  %r = memref.alloc() {alignment = 16 : i32} : memref<8xf32>
  return
}
// -----
func.func @alloca_align_npot() {
  %r = memref.alloca() {alignment = 6 : i64} : memref<8xf32>
  return
}
// -----
func.func @generic_alloc_align_npot() {
  %r = "memref.alloc"() <{alignment = 12 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
  return
}
// -----
func.func @generic_alloca_align_neg() {
  %r = "memref.alloca"() <{alignment = -8 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
  return
}
// -----
func.func @assume_alignment_attr(%m: memref<8xf32>) -> memref<8xf32> {
  %r = memref.assume_alignment %m, 16 {alignment = 0 : i32} : memref<8xf32>
  return %r : memref<8xf32>
}
// -----
func.func @atomic_rmw_kind(%m: memref<8xf32>, %i: index, %v: f32) -> f32 {
  %r = memref.atomic_rmw addf %v, %m[%i] {kind = 77 : i64} : (f32, memref<8xf32>) -> f32
  return %r : f32
}
// -----
memref.global "private" @gbuf : memref<8xf32>
func.func @get_global_name() -> memref<8xf32> {
  %r = memref.get_global @gbuf {name = "gbuf"} : memref<8xf32>
  return %r : memref<8xf32>
}
// -----
memref.global "private" @galign : memref<8xf32> {alignment = 48 : i64}
// -----
memref.global "private" @gconst : memref<8xf32> {constant = 0 : i1}
// -----
func.func @load_nontemporal(%m: memref<8xf32>, %i: index) -> f32 {
  %r = memref.load %m[%i] {nontemporal = 1 : i32} : memref<8xf32>
  return %r : f32
}
// -----
func.func @load_alignment(%m: memref<8xf32>, %i: index) -> f32 {
  %r = memref.load %m[%i] {alignment = 3 : i64} : memref<8xf32>
  return %r : f32
}
// -----
func.func @store_alignment(%m: memref<8xf32>, %i: index, %v: f32) {
  memref.store %v, %m[%i] {alignment = "4"} : memref<8xf32>
  return
}
// -----
func.func @store_nontemporal(%m: memref<8xf32>, %i: index, %v: f32) {
  memref.store %v, %m[%i] {nontemporal = "no"} : memref<8xf32>
  return
}
// -----
func.func @subview_static_sizes(%m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %r = memref.subview %m[2] [4] [1] {static_sizes = 4 : i64} : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %r : memref<4xf32, strided<[1], offset: 2>>
}
// -----
func.func @reinterpret_static_offsets(%m: memref<8xf32>) -> memref<4xf32> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] {static_offsets = array<i32: 0>} : memref<8xf32> to memref<4xf32>
  return %r : memref<4xf32>
}
// -----
func.func @execute_region_no_inline() -> i32 {
  %r = scf.execute_region -> i32 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  } {no_inline = false}
  return %r : i32
}
// -----
func.func @for_unsigned(%lo: index, %hi: index) {
  scf.for %k = %lo to %hi step %hi {
  } {unsignedCmp = 1 : i32}
  return
}
// -----
func.func @forall_mapping() {
  scf.forall (%k) in (4) {
  } {mapping = "threads"}
  return
}
// -----
func.func @forall_static_step() {
  scf.forall (%k) in (4) {
  } {staticStep = array<i64: 2>}
  return
}
// -----
func.func @index_switch_cases(%k: index) {
  scf.index_switch %k {cases = 1 : i64}
  default {
    scf.yield
  }
  return
}
// -----
module attributes {sym_name = 7 : i32} {
}
// -----
module attributes {sym_visibility = unit} {
}
// -----
func.func @poison_value() -> i32 {
  %r = ub.poison {value = 0 : i32} : i32
  return %r : i32
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @parent_nth(%h: !transform.any_op) {
    %p = transform.get_parent_op %h {nth_parent = 0 : i64} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @parent_name(%h: !transform.any_op) {
    %p = transform.get_parent_op %h {op_name = @sym} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @parent_two(%h: !transform.any_op) {
    %p = transform.get_parent_op %h {op_name = 1, nth_parent = -1 : i64} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @parent_dedup(%h: !transform.any_op) {
    %p = transform.get_parent_op %h {deduplicate = 1 : i64} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @split_overflow(%h: !transform.any_op) {
    %a, %b = transform.split_handle %h {overflow_result = "1"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @split_pass_through(%h: !transform.any_op) {
    %a, %b = transform.split_handle %h {pass_through_empty_handle = 1 : i64} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @unroll_zero(%h: !transform.any_op) {
    transform.loop.unroll %h {factor = 0 : i64} : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @unroll_jam_i32(%h: !transform.any_op) {
    transform.loop.unroll_and_jam %h {factor = 2 : i32} : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @peel_front(%h: !transform.op<"scf.for">) {
    %a, %b = transform.loop.peel %h {peel_front = 1 : i32} : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @outline_name(%h: !transform.any_op) {
    %f, %c = transform.loop.outline %h {func_name = @body} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @consumers_number(%h: !transform.any_op) {
    %c = transform.get_consumers_of_result %h[0] {result_number = "0"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @apply_iterations(%h: !transform.any_op) {
    transform.apply_patterns to %h {
    } {max_iterations = 1.5 : f32} : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @print_name(%h: !transform.any_op) {
    transform.print %h {name = 5 : i32} : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @annotate_name(%h: !transform.any_op) {
    transform.annotate %h "tag" {name = 5 : i32} : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @select_name(%h: !transform.any_op) {
    %s = transform.select "scf.for" in %h {op_name = 2 : i32} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @remark_message(%h: !transform.any_op) {
    transform.debug.emit_remark_at %h, "hello" {message = 2 : i32} : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @merge_dedup(%h: !transform.any_op) {
    %m = transform.merge_handles %h, %h {deduplicate = 0 : i32} : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @get_result_flag(%h: !transform.any_op) {
    %r = transform.get_result %h[0] {is_inverted = 1 : i32} : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_interface(%h: !transform.any_op) {
    %m = transform.structured.match ops{["scf.for"]} in %h {interface = 8 : i32} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @take_branch(%h: !transform.any_op) {
    transform.scf.take_assumed_branch %h {take_else_branch = 1 : i32} : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @registered_pass_options(%h: !transform.any_op) {
    %p = transform.apply_registered_pass "canonicalize" to %h {options = "x"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @conversion_legal(%h: !transform.any_op) {
    transform.apply_conversion_patterns to %h {
    } {legal_ops = "scf.for"} : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @foreach_zip(%h: !transform.any_op) {
    transform.foreach %h : !transform.any_op {
    ^bb0(%e: !transform.any_op):
      transform.yield
    } {with_zip_shortest = 1 : i32}
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @callee_seq(%h: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @include_mode(%h: !transform.any_op) {
    transform.include @callee_seq failures(propagate) (%h) {failure_propagation_mode = 9 : i32} : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
transform.sequence failures(propagate) attributes {failure_propagation_mode = 9 : i32} {
^bb0(%r: !transform.any_op):
  transform.yield
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_names(%h: !transform.any_op) {
    transform.match.operation_name %h ["scf.for"] {op_names = "scf.for"} : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @conversion_illegal_dialects(%h: !transform.any_op) {
    transform.apply_conversion_patterns to %h {
    } {illegal_dialects = ["scf", 3]} : !transform.any_op
    transform.yield
  }
}
// -----
func.func @alloca_align_two_bad() {
  %r = memref.alloca() {alignment = 5 : i64, other = "kept"} : memref<8xf32>
  return
}
// -----
func.func @discardable_only(%p: i32) -> i32 {
  %r = arith.addi %p, %p {note = "fine", overflowFlags = #arith.overflow<nsw>} : i32
  return %r : i32
}
// -----
func.func @generic_dict_alloc_dropped() -> memref<8xf32> {
  %r = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> {alignment = "x", other = 1} : () -> memref<8xf32>
  return %r : memref<8xf32>
}
// -----
func.func @generic_dict_addi_dropped(%p: i32) -> i32 {
  %r = "arith.addi"(%p, %p) {overflowFlags = 3 : i32} : (i32, i32) -> i32
  return %r : i32
}
// -----
func.func @generic_dict_load_verified(%m: memref<8xf32>, %i: index) -> f32 {
  %r = "memref.load"(%m, %i) {alignment = 12 : i64} : (memref<8xf32>, index) -> f32
  return %r : f32
}
// -----
func.func @forall_mapping_ints() {
  scf.forall (%k) in (4) {
  } {mapping = [1, 2]}
  return
}
// -----
// The dictionary entry replaces the property an ODS-generated parser read, without a word.
func.func @repeat_constant_value() -> i16 {
  %r = arith.constant {value = 9 : i16} 4 : i16
  return %r : i16
}
// -----
func.func @repeat_cmpf_predicate(%p: f64) -> i1 {
  %r = arith.cmpf ult, %p, %p {predicate = 1 : i64} : f64
  return %r : i1
}
// -----
func.func @repeat_mulf_fastmath(%p: f32) -> f32 {
  %r = arith.mulf %p, %p fastmath<nnan> {fastmath = #arith.fastmath<ninf>} : f32
  return %r : f32
}
// -----
func.func @repeat_callee() {
  func.call @first() {callee = @second} : () -> ()
  return
}
func.func private @first()
func.func private @second()
// -----
func.func @repeat_switch_cases(%p: i16) {
  cf.switch %p : i16, [
    default: ^bb1,
    3: ^bb1
  ] {case_values = dense<11> : vector<1xi16>}
^bb1:
  return
}
// -----
func.func @repeat_index_switch_cases(%p: index) {
  scf.index_switch %p {cases = array<i64: 8>}
  case 1 {
    scf.yield
  }
  default {
  }
  return
}
// -----
memref.global "private" @repeat_global_name : memref<3xi8> = dense<1> {sym_name = "renamed"}
// -----
// A hand-written MLIR parser adds the attribute to the dictionary, which then repeats it.
func.func @repeat_forall_bound() {
  scf.forall (%i) in (6) {
  } {staticUpperBound = array<i64: 2>}
  return
}
