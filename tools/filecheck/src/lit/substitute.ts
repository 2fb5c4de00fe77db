// lit's standard substitutions in RUN lines.

export interface Substitutions {
  /** %s: the test file (for a split chunk: the file holding that chunk). */
  readonly source: string;
  /** %S and %p: the directory of the original test file. */
  readonly sourceDir: string;
  /** %t: a path unique to this test, free to be used as a file or directory. */
  readonly temp: string;
  /** %T: a directory unique to this test. */
  readonly tempDir: string;
}

const PATTERN = /%(%|s|S|p|t|T)/g;

export function substitute(command: string, subs: Substitutions): string {
  return command.replace(PATTERN, (_m, key: string) => {
    switch (key) {
      case '%':
        return '%';
      case 's':
        return subs.source;
      case 't':
        return subs.temp;
      case 'T':
        return subs.tempDir;
      default:
        return subs.sourceDir;
    }
  });
}
