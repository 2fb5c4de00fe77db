"test.first"() : () -> ()
// MARK
"test.second"() : () -> ()
// MAXX is a near miss: it stays inside the second chunk
"test.third"() : () -> ()
