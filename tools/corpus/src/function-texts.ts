/**
 * The printed text of each top-level function of a module as mlir-opt and strata-opt print it
 * (`module {`, functions indented by two spaces, closed by `  }`), keyed by symbol name.
 */
export function functionTexts(moduleText: string): Map<string, string> {
  const texts = new Map<string, string>();
  const lines = moduleText.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^ {2}func\.func (?:private |public |nested )?@([\w$.-]+)\(/.exec(lines[i]!);
    if (!match) continue;
    if (lines[i]!.endsWith('{')) {
      let end = i + 1;
      while (end < lines.length && lines[end] !== '  }') end++;
      texts.set(match[1]!, lines.slice(i, end + 1).join('\n'));
      i = end;
    } else {
      texts.set(match[1]!, lines[i]!);
    }
  }
  return texts;
}
