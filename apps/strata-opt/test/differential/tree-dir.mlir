// IR dumps written as a file tree (--mlir-print-ir-tree-dir): a directory per op, a file per dump.
func.func @first(%x: i8) -> i8 {
  %k = arith.constant 3 : i8
  %y = arith.muli %k, %k : i8
  %z = arith.addi %x, %y : i8
  return %z : i8
}
func.func private @unused_decl(i8) -> i8
func.func @second(%x: i8) -> i8 {
  %a = arith.addi %x, %x : i8
  %b = arith.addi %x, %x : i8
  %c = arith.muli %a, %b : i8
  return %c : i8
}
module @nested {
  func.func @untouched() {
    return
  }
}
// A symbol with slashes names one directory inside the tree, its slashes made underscores.
func.func @"up/../../out"(%x: i8) -> i8 {
  %d = arith.addi %x, %x : i8
  return %d : i8
}
