import { main } from 'strata-opt';

// The same as the shell command `strata-opt --canonicalize -` with the input on stdin.
const input = `func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %y = arith.addi %x, %c0 : i32
  return %y : i32
}`;
let output = '';
export const exitCode = await main(['--canonicalize', '-'], {
  stdout: (text) => void (output += text),
  stderr: (text) => void process.stderr.write(text),
  readStdin: async () => new TextEncoder().encode(input),
});
export { output };
// module {
//   func.func @f(%arg0: i32) -> i32 {
//     return %arg0 : i32
//   }
// }
