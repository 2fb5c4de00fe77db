// The subset of sh that lit's internal shell accepts in RUN lines: words with '...' and "..."
// quoting and backslash escapes, pipelines `|`, sequences `&&` `||` `;`, and redirections
// `< f`, `> f`, `>> f`, `2> f`, `2>> f`, `2>&1`, `>&2`, `&> f`.

export interface Redirect {
  /** File descriptor redirected: 0 (stdin), 1 (stdout), 2 (stderr); 'both' for `&>`. */
  readonly fd: 0 | 1 | 2 | 'both';
  readonly op: '<' | '>' | '>>' | '>&';
  /** A path, or for `>&` the target descriptor ('1' or '2'). */
  readonly target: string;
}

export interface Command {
  readonly argv: readonly string[];
  readonly redirects: readonly Redirect[];
}

export interface Pipeline {
  readonly commands: readonly Command[];
}

/** How a pipeline is joined to the one before it. */
export type Connector = '&&' | '||' | ';';

export interface Script {
  readonly pipelines: readonly { readonly connector: Connector; readonly pipeline: Pipeline }[];
}

export class ShellSyntaxError extends Error {}

type Token =
  | { readonly kind: 'word'; readonly text: string }
  | { readonly kind: 'op'; readonly text: string; readonly fd?: 0 | 1 | 2 | 'both' };

const OPERATORS = ['>&2', '&&', '||', '>>', '&>', '|', ';', '<', '>'];

function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === ' ' || c === '\t') {
      i++;
      continue;
    }
    const fdRedirect = /^([0-2])(>>|>&|>|<)/.exec(line.slice(i));
    if (fdRedirect && (i === 0 || /\s/.test(line[i - 1]!))) {
      const fd = Number(fdRedirect[1]) as 0 | 1 | 2;
      const op = fdRedirect[2]!;
      i += fdRedirect[0].length;
      if (op === '>&') {
        const target = /^[0-2]/.exec(line.slice(i));
        if (!target) throw new ShellSyntaxError(`unsupported redirection '${fdRedirect[0]}'`);
        i++;
        tokens.push({ kind: 'op', text: '>&', fd }, { kind: 'word', text: target[0] });
        continue;
      }
      tokens.push({ kind: 'op', text: op, fd });
      continue;
    }
    const op = OPERATORS.find((o) => line.startsWith(o, i));
    if (op) {
      i += op.length;
      if (op === '>&2') tokens.push({ kind: 'op', text: '>&', fd: 1 }, { kind: 'word', text: '2' });
      else if (op === '&>') tokens.push({ kind: 'op', text: '>', fd: 'both' });
      else tokens.push({ kind: 'op', text: op });
      continue;
    }
    if (c === '&') throw new ShellSyntaxError("background commands ('&') are not supported");
    const [word, next] = readWord(line, i);
    tokens.push({ kind: 'word', text: word });
    i = next;
  }
  return tokens;
}

/** One word starting at `i`, with quotes removed; returns the word and the index after it. */
function readWord(line: string, start: number): [string, number] {
  let word = '';
  let i = start;
  while (i < line.length) {
    const c = line[i]!;
    if (c === ' ' || c === '\t' || '|&;<>'.includes(c)) break;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new ShellSyntaxError('unterminated single quote');
      word += line.slice(i + 1, end);
      i = end + 1;
      continue;
    }
    if (c === '"') {
      i++;
      while (i < line.length && line[i] !== '"') {
        if (line[i] === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1]!)) i++;
        word += line[i];
        i++;
      }
      if (i >= line.length) throw new ShellSyntaxError('unterminated double quote');
      i++;
      continue;
    }
    if (c === '\\' && i + 1 < line.length) {
      word += line[i + 1];
      i += 2;
      continue;
    }
    word += c;
    i++;
  }
  return [word, i];
}

export function parseShellCommand(line: string): Script {
  const tokens = tokenize(line);
  const pipelines: { connector: Connector; pipeline: Pipeline }[] = [];
  let connector: Connector = ';';
  let commands: Command[] = [];
  let argv: string[] = [];
  let redirects: Redirect[] = [];
  const endCommand = (): void => {
    if (argv.length === 0) throw new ShellSyntaxError('empty command');
    commands.push({ argv, redirects });
    argv = [];
    redirects = [];
  };
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]!;
    if (token.kind === 'word') {
      argv.push(token.text);
      continue;
    }
    if (token.text === '|') {
      endCommand();
      continue;
    }
    if (token.text === '&&' || token.text === '||' || token.text === ';') {
      endCommand();
      pipelines.push({ connector, pipeline: { commands } });
      commands = [];
      connector = token.text;
      continue;
    }
    const target = tokens[++t];
    if (!target || target.kind !== 'word')
      throw new ShellSyntaxError(`missing target for '${token.text}'`);
    const op = token.text as Redirect['op'];
    const fd = token.fd ?? (op === '<' ? 0 : 1);
    redirects.push({ fd, op, target: target.text });
  }
  endCommand();
  pipelines.push({ connector, pipeline: { commands } });
  return { pipelines };
}
