// Types for check-layers.mjs, so TypeScript tests can import it.
export interface LayerProblem {
  file: string;
  line: number;
  col: number;
  message: string;
}

export function checkLayers(root: string): {
  problems: LayerProblem[];
  packages: number;
  files: number;
};

export function formatProblem(problem: LayerProblem, cwd: string): string;
