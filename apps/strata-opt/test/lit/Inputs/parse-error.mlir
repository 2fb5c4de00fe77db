// A parse error: the unterminated body of a function.
func.func @f() { return
