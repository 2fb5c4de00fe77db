// The declared constraints of a generic op: every required attribute must be present, checked in
// the order of their names, before any attribute's constraint is checked.

"func.func"() ({
}) : () -> ()

// -----

// `sym_name` is missing and `function_type` is no function type: the missing one is reported.
"func.func"() <{function_type = index}> ({
}) : () -> ()

// -----

"func.func"() <{function_type = index, sym_name = "g"}> ({
}) : () -> ()
