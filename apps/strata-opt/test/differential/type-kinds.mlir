// A `type` directive whose value's constraint has a type class (a memref, a vector, ...) rejects
// a type of another kind while parsing, at the type; one case per chunk.
func.func @cast_from_tensor(%buf: memref<8xi16>) {
  %0 = memref.cast %buf : tensor<8xi16> to memref<8xi16>
  return
}
// -----
func.func @cast_to_integer(%buf: memref<?xi16>) {
  %0 = memref.cast %buf : memref<?xi16> to i16
  return
}
// -----
func.func @copy_into_vector(%buf: memref<3xf64>) {
  memref.copy %buf, %buf : memref<3xf64> to vector<3xf64>
  return
}
// -----
func.func @rank_of_tensor(%buf: memref<2x2xi8>) {
  %0 = memref.rank %buf : tensor<2x2xi8>
  return
}
// -----
func.func @dealloc_index(%buf: memref<5xf16>) {
  memref.dealloc %buf : index
  return
}
// -----
func.func @space_cast_from_none(%buf: memref<6xi32>) {
  %0 = memref.memory_space_cast %buf : none to memref<6xi32>
  return
}
// -----
func.func @metadata_of_unranked(%buf: memref<*xf32>) {
  %0:2 = memref.extract_strided_metadata %buf : memref<*xf32> -> memref<f32>, index
  return
}
// -----
memref.global "private" @table : memref<4xi64>
func.func @global_as_vector() {
  %0 = memref.get_global @table : vector<4xi64>
  return
}
// -----
func.func @view_of_unranked(%bytes: memref<*xi8>, %at: index) {
  %0 = memref.view %bytes[%at][] : memref<*xi8> to memref<2xf32>
  return
}
// -----
func.func @view_as_tensor(%bytes: memref<64xi8>, %at: index) {
  %0 = memref.view %bytes[%at][] : memref<64xi8> to tensor<16xf32>
  return
}
