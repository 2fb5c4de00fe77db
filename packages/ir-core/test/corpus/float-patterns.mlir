"x.extended"() {unnormal = 0x40020000000000000005 : f80, unnormal_negative = 0xC0100000000000000007 : f80} : () -> ()
// -----
"x.extended"() {pseudo_infinity = 0xFFFF0000000000000000 : f80, infinity = 0x7FFF8000000000000000 : f80} : () -> ()
