// (check file, input, arguments) cases run through both this FileCheck and LLVM's. Both passing and
// failing cases, across every directive and option. The check file is named `check.txt` and the
// input is given on stdin unless the arguments say otherwise.

export interface DifferentialCase {
  readonly name: string;
  readonly check: string;
  readonly input: string;
  readonly args?: readonly string[];
}

const c = (name: string, check: string, input: string, ...args: string[]): DifferentialCase => ({
  name,
  check,
  input,
  args,
});

const FUNC = `func.func @f(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}
func.func @g() {
  %c0 = arith.constant 0 : index
  return
}
`;

export const DIFFERENTIAL_CASES: readonly DifferentialCase[] = [
  // Plain CHECK.
  c('plain pass', 'CHECK: foo\n', 'foo\n'),
  c('plain fail', 'CHECK: foo\n', 'bar\n'),
  c('plain order pass', 'CHECK: a\nCHECK: b\n', 'a\nb\n'),
  c('plain order fail', 'CHECK: b\nCHECK: a\n', 'a\nb\n'),
  c('plain same line twice', 'CHECK: a\nCHECK: b\n', 'a b\n'),
  c('plain substring', 'CHECK: addi\n', FUNC),
  c('plain fuzzy hint', 'CHECK: arith.adi\n', FUNC),
  c('plain whitespace collapse', 'CHECK: a   b\n', 'a \t b\n'),
  c('plain trailing space in pattern', 'CHECK: a   \n', 'a\n'),
  c('plain tab in input', 'CHECK: x y\n', 'x\t\ty\n'),
  c('plain crlf input', 'CHECK: a\nCHECK-NEXT: b\n', 'a\r\nb\r\n'),
  c('plain crlf check', 'CHECK: a\r\nCHECK-NEXT: b\r\n', 'a\nb\n'),
  c('plain no trailing newline', 'CHECK: end', 'the end'),
  c('plain directive at eof', 'CHECK:', 'a:b\n'),
  c('plain comment style', '// CHECK: %0 = arith.addi\n// CHECK: return %1\n', FUNC),
  c('plain fails after partial', '// CHECK: @f\n// CHECK: arith.subi\n// CHECK: return\n', FUNC),
  c('plain utf8 columns', 'CHECK: ü\nCHECK: z\n', 'aü b\n'),
  c('plain empty pattern error', 'CHECK:\nCHECK: a\n', 'a\n'),
  c('glued prefix ignored', 'XCHECK: nope\nCHECK: a\n', 'a\n'),
  c('prefix with suffix word ignored', 'CHECKS: nope\nCHECK: a\n', 'a\n'),
  c('dash prefix glued', 'FOO-CHECK: nope\nCHECK: a\n', 'a\n'),
  c('unknown suffix ignored', 'CHECK-FOO: nope\nCHECK: a\n', 'a\n'),
  c('no check strings', 'nothing here\n', 'a\n'),
  c('empty input', 'CHECK: a\n', ''),
  c('empty input allowed', 'CHECK-NOT: a\n', '', '--allow-empty'),
  c('empty input allowed fail', 'CHECK: a\n', '', '--allow-empty'),

  // CHECK-NEXT.
  c('next pass', 'CHECK: a\nCHECK-NEXT: b\n', 'a\nb\n'),
  c('next skipped line', 'CHECK: a\nCHECK-NEXT: b\n', 'a\nx\nb\n'),
  c('next same line', 'CHECK: a\nCHECK-NEXT: b\n', 'a b\n'),
  c('next without previous', 'CHECK-NEXT: a\n', 'a\n'),
  c('next not found', 'CHECK: a\nCHECK-NEXT: zz\n', 'a\nb\n'),
  c('next chain', 'CHECK: @f\nCHECK-NEXT: addi\nCHECK-NEXT: muli\nCHECK-NEXT: return\n', FUNC),
  c('next chain broken', 'CHECK: @f\nCHECK-NEXT: muli\n', FUNC),
  c('next after dag', 'CHECK-DAG: b\nCHECK: c\nCHECK-NEXT: d\n', 'a\nb\nc\nd\n'),
  c('next crlf newlines', 'CHECK: a\nCHECK-NEXT: c\n', 'a\r\n\r\nc\r\n'),

  // CHECK-SAME.
  c('same pass', 'CHECK: a\nCHECK-SAME: b\n', 'a b\n'),
  c('same fail', 'CHECK: a\nCHECK-SAME: b\n', 'a\nb\n'),
  c('same chain', 'CHECK: func.func\nCHECK-SAME: @f\nCHECK-SAME: i32\n', FUNC),
  c('same order matters', 'CHECK: b\nCHECK-SAME: a\n', 'a b\n'),
  c('same without previous', 'CHECK-SAME: a\n', 'a\n'),

  // CHECK-EMPTY.
  c('empty pass', 'CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n', 'a\n\nb\n'),
  c('empty fail', 'CHECK: a\nCHECK-EMPTY:\n', 'a\nb\n'),
  c('empty at eof', 'CHECK: a\nCHECK-EMPTY:\n', 'a\n\n'),
  c('empty nonempty pattern', 'CHECK: a\nCHECK-EMPTY: x\n', 'a\n\n'),
  c('empty without previous', 'CHECK-EMPTY:\n', '\n'),
  c('empty whitespace-only line', 'CHECK: a\nCHECK-EMPTY:\n', 'a\n  \nb\n'),

  // CHECK-NOT.
  c('not pass', 'CHECK: a\nCHECK-NOT: b\nCHECK: c\n', 'a\nc\nb\n'),
  c('not fail', 'CHECK: a\nCHECK-NOT: b\nCHECK: c\n', 'a\nb\nc\n'),
  c('not two failures', 'CHECK: a\nCHECK-NOT: b\nCHECK-NOT: c\nCHECK: d\n', 'a\nb\nc\nd\n'),
  c('not at start', 'CHECK-NOT: x\nCHECK: a\n', 'x\na\n'),
  c('not at end pass', 'CHECK: a\nCHECK-NOT: x\n', 'x\na\n'),
  c('not at end fail', 'CHECK: a\nCHECK-NOT: x\n', 'a\nx\n'),
  c('not only', 'CHECK-NOT: x\n', 'a\nb\n'),
  c('not only fail', 'CHECK-NOT: b\n', 'a\nb\n'),
  c('not regex', 'CHECK: a\nCHECK-NOT: {{[0-9]+}}\nCHECK: b\n', 'a\nz9\nb\n'),
  c('not-dag combo', 'CHECK-NOT-DAG: a\n', 'a\n'),
  c('not-next combo', 'CHECK-NEXT-NOT: a\n', 'a\n'),
  c('not in label block', 'CHECK-LABEL: @f\nCHECK-NOT: constant\nCHECK-LABEL: @g\n', FUNC),
  c('not in label block fail', 'CHECK-LABEL: @g\nCHECK-NOT: constant\nCHECK: return\n', FUNC),

  // CHECK-DAG.
  c('dag any order', 'CHECK-DAG: b\nCHECK-DAG: a\n', 'a\nb\n'),
  c('dag missing', 'CHECK-DAG: b\nCHECK-DAG: zz\n', 'a\nb\n'),
  c('dag no overlap', 'CHECK-DAG: a\nCHECK-DAG: a\n', 'a\n'),
  c('dag two occurrences', 'CHECK-DAG: a\nCHECK-DAG: a\n', 'a\na\n'),
  c('dag then check', 'CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n', 'a\nb\nc\n'),
  c('dag then check before', 'CHECK-DAG: c\nCHECK: b\n', 'a\nb\nc\n'),
  c('dag not dag', 'CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n', 'a\nb\n'),
  c('dag not dag fail', 'CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n', 'a\nx\nb\n'),
  c('dag groups ordered', 'CHECK-DAG: b\nCHECK-NOT: q\nCHECK-DAG: a\n', 'a\nb\n'),
  c('dag trailing', 'CHECK: a\nCHECK-DAG: c\nCHECK-DAG: b\n', 'a\nb\nc\n'),
  c('dag trailing fail', 'CHECK: b\nCHECK-DAG: a\n', 'a\nb\n'),
  c('dag vars', 'CHECK-DAG: [[A:%[0-9]+]] = arith.addi\nCHECK-DAG: arith.muli [[A]], [[A]]\n', FUNC),
  c('dag in labels', 'CHECK-LABEL: @f\nCHECK-DAG: muli\nCHECK-DAG: addi\nCHECK-LABEL: @g\nCHECK-DAG: constant\n', FUNC),
  c('dag in labels fail', 'CHECK-LABEL: @f\nCHECK-DAG: constant\nCHECK-LABEL: @g\n', FUNC),

  // CHECK-LABEL.
  c('label pass', 'CHECK-LABEL: @f\nCHECK: return\nCHECK-LABEL: @g\nCHECK: return\n', FUNC),
  c('label missing', 'CHECK-LABEL: @h\nCHECK: return\n', FUNC),
  c('label block bound', 'CHECK-LABEL: @f\nCHECK: constant\nCHECK-LABEL: @g\n', FUNC),
  c('label second missing', 'CHECK-LABEL: @f\nCHECK-LABEL: @h\n', FUNC),
  c('label with variable', 'CHECK-LABEL: [[X:@f]]\n', FUNC),
  c('label with regex', 'CHECK-LABEL: func.func {{@[a-z]}}(\nCHECK: addi\n', FUNC),
  c('label checks after failure continue', 'CHECK-LABEL: @f\nCHECK: nope\nCHECK-LABEL: @g\nCHECK: nope2\n', FUNC),
  c('label next after label', 'CHECK-LABEL: @g\nCHECK-NEXT: constant\n', FUNC),

  // CHECK-COUNT.
  c('count pass', 'CHECK-COUNT-3: x\n', 'x\nx\nx\n'),
  c('count fail', 'CHECK-COUNT-3: x\n', 'x\nx\n'),
  c('count same line', 'CHECK-COUNT-2: x\n', 'x x\n'),
  c('count zero', 'CHECK-COUNT-0: x\n', 'x\n'),
  c('count garbage', 'CHECK-COUNT-a: x\n', 'x\n'),
  c('count then next', 'CHECK-COUNT-2: x\nCHECK-NEXT: y\n', 'x\nx\ny\n'),
  c('count regex', 'CHECK-COUNT-2: arith.{{[a-z]+}}\n', FUNC),
  c('count no colon', 'CHECK-COUNT-2 x\nCHECK: x\n', 'x\n'),

  // Regexes.
  c('regex pass', 'CHECK: {{[0-9]+}} apples\n', '12 apples\n'),
  c('regex fail', 'CHECK: {{[0-9]+}} apples\n', 'some apples\n'),
  c('regex alternation', 'CHECK: a{{b|c}}d\n', 'acd\n'),
  c('regex alternation longest', 'CHECK: [[X:a|ab]]\nCHECK: [[X]]!\n', 'ab\nab!\n'),
  c('regex dot not newline', 'CHECK: a{{.*}}b\n', 'a\nb\n'),
  c('regex negated class not newline', 'CHECK: a{{[^x]*}}b\n', 'a\nb\n'),
  c('regex posix class', 'CHECK: {{[[:digit:]]+}}-{{[[:alpha:]]+}}\n', '42-abc\n'),
  c('regex bad class', 'CHECK: {{[[:foo:]]}}\n', 'a\n'),
  c('regex escaped s is literal', 'CHECK: {{a\\sb}}\n', 'asb\n'),
  c('regex escaped s no space', 'CHECK: {{a\\sb}}\n', 'a b\n'),
  c('regex backslash d', 'CHECK: {{\\d}}\n', '5\n'),
  c('regex lazy star is error', 'CHECK: {{a.*?}}\n', 'ab\n'),
  c('regex unbalanced paren', 'CHECK: {{a(}}\n', 'a(\n'),
  c('regex unbalanced bracket', 'CHECK: {{[a}}\n', 'a\n'),
  c('regex no end', 'CHECK: {{abc\n', 'abc\n'),
  c('regex empty', 'CHECK: a{{}}\n', 'a\n'),
  c('regex bound', 'CHECK: {{x{2,3}}}y\n', 'xxy\n'),
  c('regex bound fail', 'CHECK: {{^x{3}y}}\n', 'xxy\n'),
  c('regex brace literal', 'CHECK: {{a{b}}\n', 'a{b\n'),
  c('regex caret anchor', 'CHECK: {{^}}b\n', 'ab\nb\n'),
  c('regex dollar anchor', 'CHECK: a{{$}}\n', 'ab\na\n'),
  c('regex caret at search start', 'CHECK: x\nCHECK-SAME: {{^}}y\n', 'xy\n'),
  c('regex meta in fixed text', 'CHECK: a.b(c)[d]{{.}}\n', 'a.b(c)[d]!\n'),
  c('regex range', 'CHECK: {{[a-c]+}}!\n', 'xbca!\n'),
  c('regex bracket close first', 'CHECK: {{[]a]+}}\n', ']a]\n'),
  c('regex bad range', 'CHECK: {{[z-a]}}\n', 'a\n'),
  c('regex repeat star', 'CHECK: {{a**}}\n', 'a\n'),
  c('regex backref error', 'CHECK: {{(a)\\2}}\n', 'aa\n'),
  c('regex backref', 'CHECK: {{(a|b)\\1}}\n', 'xbb\n'),
  c('regex triple bracket', 'CHECK: [[[X:a]]]\n', '[a]\n'),
  c('regex mlir ssa', 'CHECK: {{%[0-9]+}} = arith.muli\n', FUNC),

  // String variables.
  c('var define use', 'CHECK: [[V:%[0-9]+]] = arith.addi\nCHECK: arith.muli [[V]], [[V]]\n', FUNC),
  c('var mismatch', 'CHECK: [[V:%[0-9]+]] = arith.addi\nCHECK: return [[V]]\n', FUNC),
  c('var undefined', 'CHECK: [[U]]\n', 'a\n'),
  c('var same line backref', 'CHECK: [[X:[a-z]+]] [[X]]\n', 'ab ab\n'),
  c('var same line backref fail', 'CHECK: [[X:[a-z]+]] [[X]]\n', 'ab cd\n'),
  c('var redefine', 'CHECK: [[X:a+]]\nCHECK: [[X:b+]]\nCHECK: [[X]]!\n', 'aa\nbb\nbb!\n'),
  c('var empty value', 'CHECK: x[[E:]]y\nCHECK: z[[E]]w\n', 'xy\nzw\n'),
  c('var whitespace in name', 'CHECK: [[X Y:a]]\n', 'a\n'),
  c('var bad name', 'CHECK: [[9X:a]]\n', 'a\n'),
  c('var no close', 'CHECK: [[X:a\n', 'a\n'),
  c('var regex meta value', 'CHECK: [[V:.*]]\nCHECK: <[[V]]>\n', 'a.b*\n<a.b*>\n'),
  c('var regex meta value fail', 'CHECK: [[V:.*]]\nCHECK: <[[V]]>\n', 'a.b*\n<axbb>\n'),
  c('var in not', 'CHECK: [[V:[a-z]+]]!\nCHECK-NOT: [[V]]\nCHECK: end\n', 'ab!\nab\nend\n'),
  c('var defined from cmdline', 'CHECK: [[NAME]]\n', 'hello\n', '-DNAME=hello'),
  c('var cmdline fail', 'CHECK: [[NAME]]\n', 'hello\n', '-DNAME=world'),
  c('var cmdline space', 'CHECK: a [[V]] c\n', 'a b c\n', '-DV=b'),
  c('var in label scope', 'CHECK-LABEL: @f\nCHECK: [[A:%[0-9]+]] = arith.addi\nCHECK-LABEL: @g\nCHECK-NOT: [[A]]\n', FUNC),
  c('var scope cleared', 'CHECK-LABEL: a\nCHECK: [[X:[0-9]]]\nCHECK-LABEL: b\nCHECK: [[X]]\n', 'a 1\nb 1\n', '--enable-var-scope'),
  c('var scope global kept', 'CHECK-LABEL: a\nCHECK: [[$X:[0-9]]]\nCHECK-LABEL: b\nCHECK: [[$X]]\n', 'a 1\nb 1\n', '--enable-var-scope'),

  // Numeric variables and @LINE.
  c('line legacy', 'CHECK: line [[@LINE]]\n', 'line 1\n'),
  c('line legacy offset', '\nCHECK: line [[@LINE-1]]\n', 'line 1\n'),
  c('line legacy fail', 'CHECK: line [[@LINE+1]]\n', 'line 1\n'),
  c('line numeric', 'CHECK: [[# @LINE + 2]]\n', '3\n'),
  c('numeric def use', 'CHECK: x=[[#X:]]\nCHECK: y=[[#X+1]]\n', 'x=41\ny=42\n'),
  c('numeric def use fail', 'CHECK: x=[[#X:]]\nCHECK: y=[[#X+1]]\n', 'x=41\ny=41\n'),
  c('numeric hex', 'CHECK: [[#%x,A:]]\nCHECK: [[#A+1]]\n', 'ff\n100\n'),
  c('numeric cmdline', 'CHECK: [[#N*2]]\n', '10\n', '-D#N=5'),
  c('numeric cmdline add', 'CHECK: v[[#N+2]]\n', 'v7\n', '-D#N=5'),
  c('numeric undefined', 'CHECK: [[#Q]]\n', '1\n'),
  c('numeric function', 'CHECK: [[#max(A,B)]]\n', '9\n', '-D#A=3', '-D#B=9'),
  c('numeric mul', 'CHECK: [[#mul(N,2)]]\n', '10\n', '-D#N=5'),
  c('numeric def collides with string', 'CHECK: [[X:a]]\nCHECK: [[#X:]]\n', 'a\n1\n'),
  c('numeric use of string variable', 'CHECK: [[X:a]]\nCHECK: [[#X]]\n', 'a\n1\n'),
  c('numeric bad format', 'CHECK: [[#%q,X:]]\n', '1\n'),
  c('numeric precision', 'CHECK: [[#%.3d,V:]]\nCHECK: [[#V]]\n', '007\n007\n'),

  // Prefixes.
  c('prefix custom', 'FOO: a\nCHECK: nope\n', 'a\n', '--check-prefix=FOO'),
  c('prefix custom fail', 'FOO: b\n', 'a\n', '--check-prefix=FOO'),
  c('prefixes multiple', 'A: a\nB: b\n', 'a\nb\n', '--check-prefixes=A,B'),
  c('prefixes one unused', 'A: a\n', 'a\n', '--check-prefixes=A,B'),
  c('prefixes unused allowed', 'A: a\n', 'a\n', '--check-prefixes=A,B', '--allow-unused-prefixes'),
  c('prefixes none used', 'CHECK: a\n', 'a\n', '--check-prefixes=A,B'),
  c('prefix repeated option', 'A: a\nB: b\n', 'a\nb\n', '--check-prefix=A', '--check-prefix=B'),
  c('prefix invalid', 'CHECK: a\n', 'a\n', '--check-prefix=A.B'),
  c('prefix duplicate', 'CHECK: a\n', 'a\n', '--check-prefixes=CHECK,CHECK'),
  c('prefix equals comment', 'CHECK: a\n', 'a\n', '--check-prefixes=CHECK,COM'),
  c('prefix empty', 'CHECK: a\n', 'a\n', '--check-prefix='),
  c('prefix longest wins', 'CHECK-A: x\nCHECK: y\n', 'x\ny\n', '--check-prefixes=CHECK,CHECK-A'),
  c('prefix overlap order', 'A-B: x\n', 'x\n', '--check-prefixes=A,A-B'),
  c('prefix misspelled', 'CHECK_NEXT: a\n', 'a\n'),
  c('prefix lowercase ignored', 'check: a\nCHECK: b\n', 'b\n'),
  c('comment prefix', 'COM: CHECK: nope\nCHECK: a\n', 'a\n'),
  c('run line not check', '// RUN: echo CHECK: nope\n// CHECK: a\n', 'a\n'),
  c('comment prefix custom', 'NOTE: CHECK: nope\nCHECK: a\n', 'a\n', '--comment-prefixes=NOTE'),
  c('comment prefix custom run becomes check', '// RUN: x | FileCheck\n// CHECK: a\n', 'a\n', '--comment-prefixes=NOTE'),

  // --implicit-check-not.
  c('implicit not pass', 'CHECK: a\nCHECK: b\n', 'a\nb\n', '--implicit-check-not=warning'),
  c('implicit not fail', 'CHECK: a\nCHECK: b\n', 'a\nwarning\nb\n', '--implicit-check-not=warning'),
  c('implicit not tail', 'CHECK: a\n', 'a\nwarning\n', '--implicit-check-not=warning'),
  c('implicit not only', 'nothing\n', 'a\n', '--implicit-check-not=b'),
  c('implicit not only fail', 'nothing\n', 'a b\n', '--implicit-check-not=b'),
  c('implicit not with prefix', 'FOO: a\n', 'a\n', '--check-prefix=FOO', '--implicit-check-not=x'),
  c('implicit not explicit prefix none', 'nothing\n', 'a\n', '--check-prefix=FOO', '--implicit-check-not=x'),
  c('implicit not regex', 'CHECK: a\n', 'a\nerror 42\n', '--implicit-check-not={{error [0-9]+}}'),
  c('implicit not space', 'CHECK: a\n', 'a\nfoo  bar\n', '--implicit-check-not=foo bar'),

  // --match-full-lines and --strict-whitespace.
  c('full lines pass', 'CHECK: a b\n', 'a b\n', '--match-full-lines'),
  c('full lines fail', 'CHECK: a b\n', 'xa b\n', '--match-full-lines'),
  c('full lines leading space', 'CHECK: a b\n', '  a b  \n', '--match-full-lines'),
  c('full lines strict', 'CHECK: a b\n', '  a b\n', '--match-full-lines', '--strict-whitespace'),
  c('full lines strict pass', 'CHECK:  a b\n', ' a b\n', '--match-full-lines', '--strict-whitespace'),
  c('full lines not unaffected', 'CHECK: a\nCHECK-NOT: b\nCHECK: c\n', 'a\nxbx\nc\n', '--match-full-lines'),
  c('full lines regex', 'CHECK: {{[0-9]+}}\n', '12\n', '--match-full-lines'),
  c('full lines next', 'CHECK: a\nCHECK-NEXT: b\n', 'a\nb c\n', '--match-full-lines'),
  c('strict whitespace fail', 'CHECK: a b\n', 'a  b\n', '--strict-whitespace'),
  c('strict whitespace pass', 'CHECK: a  b\n', 'a  b\n', '--strict-whitespace'),
  c('strict whitespace tab', 'CHECK: a\tb\n', 'a b\n', '--strict-whitespace'),

  // LITERAL and --ignore-case.
  c('literal', 'CHECK{LITERAL}: {{x}}[[y]]\n', 'a {{x}}[[y]]\n'),
  c('literal fail', 'CHECK{LITERAL}: {{x}}\n', 'x\n'),
  c('literal next', 'CHECK: a\nCHECK-NEXT{LITERAL}: [[b]]\n', 'a\n[[b]]\n'),
  c('literal bad modifier', 'CHECK{FOO}: a\nCHECK: a\n', 'a\n'),
  c('ignore case', 'CHECK: HeLLo\n', 'hello\n', '--ignore-case'),
  c('ignore case regex', 'CHECK: {{[a-c]+}}Z\n', 'ABCz\n', '--ignore-case'),

  // Less common spellings and interactions.
  c('literal label', 'CHECK-LABEL{LITERAL}: [[f]]\nCHECK: x\n', '[[f]]\nx\n'),
  c('literal count', 'CHECK-COUNT-2{LITERAL}: {{a}}\n', '{{a}} {{a}}\n'),
  c('literal repeated modifier', 'CHECK{LITERAL,LITERAL}: [[a]]\n', '[[a]]\n'),
  c('literal modifier spaces', 'CHECK{ LITERAL }: [[a]]\n', '[[a]]\n'),
  c('literal dag not', 'CHECK-DAG{LITERAL}: {{b}}\nCHECK-NOT{LITERAL}: [[x]]\nCHECK: c\n', '{{b}}\n[[x]]\nc\n'),
  c('not undefined variable', 'CHECK: a\nCHECK-NOT: [[NOPE]]\nCHECK: b\n', 'a\nb\n'),
  c('dag undefined variable', 'CHECK-DAG: [[NOPE]]\n', 'a\n'),
  c('numeric combined definition', 'CHECK: [[#A:]] [[#B:A+1]]\nCHECK: [[#B]]\n', '4 5\n5\n'),
  c('numeric combined definition fail', 'CHECK: [[#A:]] [[#B:A+1]]\n', '4 6\n'),
  c('numeric alternate hex', 'CHECK: [[#%#x,V:]]\nCHECK: [[#V+1]]\n', '0xff\n0x100\n'),
  c('numeric cmdline hex', 'CHECK: [[#N+1]]\n', 'b\n', '-D#%x,N=a'),
  c('numeric with note', 'CHECK: x=[[#X:]]\nCHECK: y=[[#X+1]]\n', 'x=1\ny=3\n'),
  c('numeric signed', 'CHECK: [[#%d,V:]]\nCHECK: [[#V-1]]\n', '-3\n-4\n'),
  c('numeric negative unsigned', 'CHECK: [[#%u,V:]]\nCHECK: [[#V-5]]\n', '3\n0\n'),
  c('numeric constraint', 'CHECK: [[#==7]]\n', '7\n'),
  c('numeric empty constraint', 'CHECK: [[#==]]\n', '7\n'),
  c('numeric same-line use', 'CHECK: [[#V:]] [[#V]]\n', '1 1\n'),
  c('string var note escaped', 'CHECK: [[V:a.b]]\nCHECK: [[V]]\n', 'a\tb\nzz\n', '--strict-whitespace'),
  c('fuzzy too far', 'CHECK: a-very-long-pattern-that-is-nowhere-to-be-found-at-all-in-this-input-xyz\n', 'short\n'),
  c('fuzzy multiline', 'CHECK: start\nCHECK: second-thing\n', 'start\nfirst\nsecond-thin\n'),
  c('full lines empty', 'CHECK: a\nCHECK-EMPTY:\n', 'a\n\n', '--match-full-lines'),
  c('lone carriage return', 'CHECK: a\nCHECK-NEXT: b\n', 'a\rb\n'),
  c('tab caret alignment', 'CHECK: zz\n', '\tx\ty\n', '--strict-whitespace'),
  c('label literal regex chars', 'CHECK-LABEL: @f(\nCHECK: addi\n', FUNC),
  c('next after count failure', 'CHECK-COUNT-2: arith\nCHECK-NEXT: return\n', FUNC),
  c('dag overlapping retry', 'CHECK-DAG: ab\nCHECK-DAG: b\nCHECK: c\n', 'ab b\nc\n'),
  c('dag shorter inside longer', 'CHECK-DAG: abc\nCHECK-DAG: b\n', 'abc\n'),
  c('implicit not in dag region', 'CHECK-DAG: a\nCHECK-DAG: c\n', 'a\nbad\nc\n', '--implicit-check-not=bad'),
  c('var scope numeric cleared', 'CHECK-LABEL: a\nCHECK: [[#X:]]\nCHECK-LABEL: b\nCHECK: [[#X]]\n', 'a 1\nb 1\n', '--enable-var-scope'),

  // --input-file and -D forms.
  c('input file', 'CHECK: a\n', 'a\n', '--input-file=input.txt'),
  c('input file fail', 'CHECK: b\n', 'a\n', '--input-file', 'input.txt'),
  c('define separate', 'CHECK: [[V]]\n', 'x\n', '-D', 'V=x'),
  c('define bad names reported together', 'CHECK: a\n', 'a\n', '-DA=1', '-D#9=1', '-D8=2', '-D#%x,N=zz'),
  c('define numeric bad format', 'CHECK: a\n', 'a\n', '-D#%q,N=1'),
  c('define numeric missing operand', 'CHECK: a\n', 'a\n', '-D#N=1+'),
  c('define string with expression name', 'CHECK: a\n', 'a\n', '-DN+2=1'),
  c('define missing equals', 'CHECK: a\n', 'a\n', '-DV'),
  c('single dash options', 'FOO: a\n', 'a\n', '-check-prefix', 'FOO'),
  c('dump input never', 'CHECK: b\n', 'a\n', '--dump-input=never'),
];
