"test.a"() : () -> ()
// MARK
"test.b"() : () -> ()
// MAXX: a near miss, which stays in its chunk
"test.c"() : () -> ()
// -----
"test.d"() : () -> ()
// MARK tail
