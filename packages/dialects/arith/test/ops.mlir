// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s
// Every arith op in its custom forms; the CHECK lines are what mlir-opt 22 prints.

// CHECK-LABEL: func.func @integer_binary
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.subi %arg2, %arg2 overflow<nuw> : index
// CHECK-NEXT: %3 = arith.muli %arg3, %arg3 overflow<nsw, nuw> : vector<4xi8>
// CHECK-NEXT: %4 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.divui %arg4, %arg4 : tensor<2x3xi64>
// CHECK-NEXT: %6 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.floordivsi %arg2, %arg2 : index
// CHECK-NEXT: %9 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.remui %arg3, %arg3 : vector<4xi8>
// CHECK-NEXT: %11 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.shli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %15 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %16 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT: %17 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %20 = arith.minui %arg2, %arg2 : index
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20) : (i32, i32, index, vector<4xi8>, i32, tensor<2x3xi64>, i32, i32, index, i32, vector<4xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, index) -> ()
// CHECK-NEXT: return
func.func @integer_binary(%a: i32, %b: i32, %i: index, %v: vector<4xi8>, %t: tensor<2x3xi64>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %i, %i overflow<nuw> : index
  %3 = arith.muli %v, %v overflow<nsw, nuw> : vector<4xi8>
  %4 = arith.divsi %a, %b : i32
  %5 = arith.divui %t, %t : tensor<2x3xi64>
  %6 = arith.ceildivsi %a, %b : i32
  %7 = arith.ceildivui %a, %b : i32
  %8 = arith.floordivsi %i, %i : index
  %9 = arith.remsi %a, %b : i32
  %10 = arith.remui %v, %v : vector<4xi8>
  %11 = arith.andi %a, %b : i32
  %12 = arith.ori %a, %b : i32
  %13 = arith.xori %a, %b : i32
  %14 = arith.shli %a, %b overflow<nsw> : i32
  %15 = arith.shrsi %a, %b : i32
  %16 = arith.shrui %a, %b : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.maxui %a, %b : i32
  %19 = arith.minsi %a, %b : i32
  %20 = arith.minui %i, %i : index
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20) : (i32, i32, index, vector<4xi8>, i32, tensor<2x3xi64>, i32, i32, index, i32, vector<4xi8>, i32, i32, i32, i32, i32, i32, i32, i32, i32, index) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @extended
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg2, %arg2 : vector<2xi64>, vector<2xi1>
// CHECK-NEXT: %low, %high = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_2, %high_3 = arith.mulsi_extended %arg2, %arg2 : vector<2xi64>
// CHECK-NEXT: "test.use"(%sum, %overflow, %overflow_1, %high, %low_2) : (i32, i1, vector<2xi1>, i32, vector<2xi64>) -> ()
// CHECK-NEXT: return
func.func @extended(%a: i32, %b: i32, %v: vector<2xi64>) {
  %0:2 = arith.addui_extended %a, %b : i32, i1
  %1:2 = arith.addui_extended %v, %v : vector<2xi64>, vector<2xi1>
  %2:2 = arith.mului_extended %a, %b : i32
  %3:2 = arith.mulsi_extended %v, %v : vector<2xi64>
  "test.use"(%0#0, %0#1, %1#1, %2#1, %3#0) : (i32, i1, vector<2xi1>, i32, vector<2xi64>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @float_binary
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.subf %arg2, %arg2 fastmath<nnan,ninf> : f16
// CHECK-NEXT: %3 = arith.mulf %arg3, %arg3 fastmath<reassoc,nsz,arcp,contract,afn> : bf16
// CHECK-NEXT: %4 = arith.divf %arg4, %arg4 : vector<4xf64>
// CHECK-NEXT: %5 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.negf %arg0 fastmath<nnan> : f32
// CHECK-NEXT: %7 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %8 = arith.minimumf %arg0, %arg1 fastmath<nsz> : f32
// CHECK-NEXT: %9 = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT: %10 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (f32, f32, f16, bf16, vector<4xf64>, f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT: return
func.func @float_binary(%x: f32, %y: f32, %h: f16, %b: bf16, %v: vector<4xf64>) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.addf %x, %y fastmath<fast> : f32
  %2 = arith.subf %h, %h fastmath<nnan,ninf> : f16
  %3 = arith.mulf %b, %b fastmath<reassoc,nsz,arcp,contract,afn> : bf16
  %4 = arith.divf %v, %v : vector<4xf64>
  %5 = arith.remf %x, %y : f32
  %6 = arith.negf %x fastmath<nnan> : f32
  %7 = arith.maximumf %x, %y : f32
  %8 = arith.minimumf %x, %y fastmath<nsz> : f32
  %9 = arith.maxnumf %x, %y : f32
  %10 = arith.minnumf %x, %y : f32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (f32, f32, f16, bf16, vector<4xf64>, f32, f32, f32, f32, f32, f32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @compare
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg2, %arg2 : vector<4xi32>
// CHECK-NEXT: %2 = arith.cmpi slt, %arg4, %arg4 : index
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %arg0 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg0 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg0 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg0 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %arg0 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg0, %arg0 : i32
// CHECK-NEXT: %9 = arith.cmpi uge, %arg0, %arg0 : i32
// CHECK-NEXT: %10 = arith.cmpf false, %arg1, %arg1 : f32
// CHECK-NEXT: %11 = arith.cmpf oeq, %arg1, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %12 = arith.cmpf ogt, %arg3, %arg3 : tensor<?xf64>
// CHECK-NEXT: %13 = arith.cmpf oge, %arg1, %arg1 : f32
// CHECK-NEXT: %14 = arith.cmpf olt, %arg1, %arg1 : f32
// CHECK-NEXT: %15 = arith.cmpf ole, %arg1, %arg1 : f32
// CHECK-NEXT: %16 = arith.cmpf one, %arg1, %arg1 : f32
// CHECK-NEXT: %17 = arith.cmpf ord, %arg1, %arg1 : f32
// CHECK-NEXT: %18 = arith.cmpf ueq, %arg1, %arg1 : f32
// CHECK-NEXT: %19 = arith.cmpf ugt, %arg1, %arg1 : f32
// CHECK-NEXT: %20 = arith.cmpf uge, %arg1, %arg1 : f32
// CHECK-NEXT: %21 = arith.cmpf ult, %arg1, %arg1 : f32
// CHECK-NEXT: %22 = arith.cmpf ule, %arg1, %arg1 : f32
// CHECK-NEXT: %23 = arith.cmpf une, %arg1, %arg1 : f32
// CHECK-NEXT: %24 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT: %25 = arith.cmpf true, %arg1, %arg1 : f32
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25) : (i1, vector<4xi1>, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, tensor<?xi1>, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
// CHECK-NEXT: return
func.func @compare(%a: i32, %x: f32, %v: vector<4xi32>, %w: tensor<?xf64>, %i: index) {
  %0 = arith.cmpi eq, %a, %a : i32
  %1 = arith.cmpi ne, %v, %v : vector<4xi32>
  %2 = arith.cmpi slt, %i, %i : index
  %3 = arith.cmpi sle, %a, %a : i32
  %4 = arith.cmpi sgt, %a, %a : i32
  %5 = arith.cmpi sge, %a, %a : i32
  %6 = arith.cmpi ult, %a, %a : i32
  %7 = arith.cmpi ule, %a, %a : i32
  %8 = arith.cmpi ugt, %a, %a : i32
  %9 = arith.cmpi uge, %a, %a : i32
  %10 = arith.cmpf false, %x, %x : f32
  %11 = arith.cmpf oeq, %x, %x fastmath<fast> : f32
  %12 = arith.cmpf ogt, %w, %w : tensor<?xf64>
  %13 = arith.cmpf oge, %x, %x : f32
  %14 = arith.cmpf olt, %x, %x : f32
  %15 = arith.cmpf ole, %x, %x : f32
  %16 = arith.cmpf one, %x, %x : f32
  %17 = arith.cmpf ord, %x, %x : f32
  %18 = arith.cmpf ueq, %x, %x : f32
  %19 = arith.cmpf ugt, %x, %x : f32
  %20 = arith.cmpf uge, %x, %x : f32
  %21 = arith.cmpf ult, %x, %x : f32
  %22 = arith.cmpf ule, %x, %x : f32
  %23 = arith.cmpf une, %x, %x : f32
  %24 = arith.cmpf uno, %x, %x : f32
  %25 = arith.cmpf true, %x, %x : f32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25) : (i1, vector<4xi1>, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, tensor<?xi1>, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @select
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg2 : i32
// CHECK-NEXT: %1 = arith.select %arg1, %arg3, %arg3 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %2 = arith.select %arg0, %arg3, %arg3 : vector<4xf32>
// CHECK-NEXT: %3 = arith.select %arg0, %arg4, %arg4 {attr = 1 : i32} : tensor<2xi8>
// CHECK-NEXT: "test.use"(%0, %1, %2, %3) : (i32, vector<4xf32>, vector<4xf32>, tensor<2xi8>) -> ()
// CHECK-NEXT: return
func.func @select(%c: i1, %vc: vector<4xi1>, %a: i32, %v: vector<4xf32>, %t: tensor<2xi8>) {
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xf32>
  %2 = arith.select %c, %v, %v : vector<4xf32>
  %3 = arith.select %c, %t, %t {attr = 1 : i32} : tensor<2xi8>
  "test.use"(%0, %1, %2, %3) : (i32, vector<4xf32>, vector<4xf32>, tensor<2xi8>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @constants
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-7_i8 = arith.constant -7 : i8
// CHECK-NEXT: %c42 = arith.constant 42 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT: %cst_2 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<2.500000e+00> : tensor<2x2xf16>
// CHECK-NEXT: %cst_4 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %false_5 = arith.constant false
// CHECK-NEXT: "test.use"(%c0_i32, %c-7_i8, %c42, %true, %false, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %c-1_i64, %false_5) : (i32, i8, index, i1, i1, f32, f32, f64, vector<3xi32>, tensor<2x2xf16>, bf16, i64, i1) -> ()
// CHECK-NEXT: return
func.func @constants() {
  %0 = arith.constant 0 : i32
  %1 = arith.constant -7 : i8
  %2 = arith.constant 42 : index
  %3 = arith.constant true
  %4 = arith.constant false
  %5 = arith.constant 1.5 : f32
  %6 = arith.constant 0x7FC00000 : f32
  %7 = arith.constant -0.0 : f64
  %8 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %9 = arith.constant dense<2.5> : tensor<2x2xf16>
  %10 = arith.constant 1.0 : bf16
  %11 = arith.constant 18446744073709551615 : i64
  %12 = arith.constant 0 : i1
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12) : (i32, i8, index, i1, i1, f32, f32, f64, vector<3xi32>, tensor<2x2xf16>, bf16, i64, i1) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @casts
// CHECK-NEXT: %0 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %1 = arith.extui %arg3 : vector<2xi16> to vector<2xi32>
// CHECK-NEXT: %2 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: %3 = arith.trunci %arg0 overflow<nuw> : i32 to i16
// CHECK-NEXT: %4 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %5 = arith.index_cast %arg4 : index to i64
// CHECK-NEXT: %6 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT: %7 = arith.index_cast %arg5 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %8 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %9 = arith.uitofp %arg3 : vector<2xi16> to vector<2xf16>
// CHECK-NEXT: %10 = arith.fptosi %arg1 : f32 to i32
// CHECK-NEXT: %11 = arith.fptoui %arg2 : f16 to i8
// CHECK-NEXT: %12 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: %13 = arith.extf %arg2 fastmath<none> : f16 to f64
// CHECK-NEXT: %14 = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT: %15 = arith.truncf %arg1 upward : f32 to bf16
// CHECK-NEXT: %16 = arith.truncf %arg1 toward_zero fastmath<fast> : f32 to f16
// CHECK-NEXT: %17 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %18 = arith.bitcast %arg3 : vector<2xi16> to vector<2xf16>
// CHECK-NEXT: %19 = arith.scaling_extf %arg2, %arg6 : f16, f8E8M0FNU to f32
// CHECK-NEXT: %20 = arith.scaling_truncf %arg1, %arg6 downward fastmath<nnan> : f32, f8E8M0FNU to f16
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20) : (i64, vector<2xi32>, i8, i16, index, i64, index, memref<4xindex>, f32, vector<2xf16>, i32, i8, f32, f64, f16, bf16, f16, f32, vector<2xf16>, f32, f16) -> ()
// CHECK-NEXT: return
func.func @casts(%a: i32, %x: f32, %h: f16, %v: vector<2xi16>, %i: index, %m: memref<4xi32>, %s: f8E8M0FNU) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %v : vector<2xi16> to vector<2xi32>
  %2 = arith.trunci %a : i32 to i8
  %3 = arith.trunci %a overflow<nuw> : i32 to i16
  %4 = arith.index_cast %a : i32 to index
  %5 = arith.index_cast %i : index to i64
  %6 = arith.index_castui %a : i32 to index
  %7 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %8 = arith.sitofp %a : i32 to f32
  %9 = arith.uitofp %v : vector<2xi16> to vector<2xf16>
  %10 = arith.fptosi %x : f32 to i32
  %11 = arith.fptoui %h : f16 to i8
  %12 = arith.extf %h : f16 to f32
  %13 = arith.extf %h fastmath<none> : f16 to f64
  %14 = arith.truncf %x : f32 to f16
  %15 = arith.truncf %x upward : f32 to bf16
  %16 = arith.truncf %x toward_zero fastmath<fast> : f32 to f16
  %17 = arith.bitcast %a : i32 to f32
  %18 = arith.bitcast %v : vector<2xi16> to vector<2xf16>
  %19 = arith.scaling_extf %h, %s : f16, f8E8M0FNU to f32
  %20 = arith.scaling_truncf %x, %s downward fastmath<nnan> : f32, f8E8M0FNU to f16
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20) : (i64, vector<2xi32>, i8, i16, index, i64, index, memref<4xindex>, f32, vector<2xf16>, i32, i8, f32, f64, f16, bf16, f16, f32, vector<2xf16>, f32, f16) -> ()
  return
}

// -----

// A comparison of scalable vectors gives a scalable mask, which a select takes.
// CHECK-LABEL: func.func @scalable_compare_select
// CHECK-NEXT: %0 = arith.cmpi sle, %arg0, %arg1 : vector<2x[4]xi16>
// CHECK-NEXT: %1 = arith.cmpf une, %arg2, %arg2 : vector<[4]xbf16>
// CHECK-NEXT: %2 = arith.select %0, %arg0, %arg1 : vector<2x[4]xi1>, vector<2x[4]xi16>
func.func @scalable_compare_select(%a: vector<2x[4]xi16>, %b: vector<2x[4]xi16>, %x: vector<[4]xbf16>) -> (vector<2x[4]xi16>, vector<[4]xi1>) {
  %0 = arith.cmpi sle, %a, %b : vector<2x[4]xi16>
  %1 = arith.cmpf une, %x, %x : vector<[4]xbf16>
  %2 = arith.select %0, %a, %b : vector<2x[4]xi1>, vector<2x[4]xi16>
  return %2, %1 : vector<2x[4]xi16>, vector<[4]xi1>
}

// -----

// arith.constant takes any elements attribute: sparse ones and resources too.
// CHECK-LABEL: func.func @elements_constants
// CHECK-NEXT: %cst = arith.constant sparse<{{\[\[}}0, 0], [1, 1]], [5, 6]> : tensor<2x2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense_resource<blob> : tensor<2xi32>
func.func @elements_constants() -> (tensor<2x2xi32>, tensor<2xi32>) {
  %0 = arith.constant sparse<[[0, 0], [1, 1]], [5, 6]> : tensor<2x2xi32>
  %1 = arith.constant dense_resource<blob> : tensor<2xi32>
  return %0, %1 : tensor<2x2xi32>, tensor<2xi32>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}

// -----

// Divisions and right shifts take `exact` (unit property isExact), before the attribute dictionary.
// CHECK-LABEL: func.func @exact_divisions_and_shifts
// CHECK-NEXT: %0 = arith.divui %arg0, %arg1 exact : i32
// CHECK-NEXT: %1 = arith.divsi %0, %arg1 exact {tag} : i32
// CHECK-NEXT: %2 = arith.shrui %1, %arg1 exact : i32
// CHECK-NEXT: %3 = arith.shrsi %2, %arg1 exact : i32
// CHECK-NEXT: %4 = arith.shrsi %3, %arg1 : i32
func.func @exact_divisions_and_shifts(%a: i32, %b: i32) -> i32 {
  %0 = arith.divui %a, %b exact : i32
  %1 = arith.divsi %0, %b exact {tag} : i32
  %2 = "arith.shrui"(%1, %b) <{isExact}> : (i32, i32) -> i32
  %3 = "arith.shrsi"(%2, %b) {isExact} : (i32, i32) -> i32
  %4 = arith.shrsi %3, %b : i32
  return %4 : i32
}
