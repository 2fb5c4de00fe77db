/**
 * Generated inputs for the differential corpus: builtin types and attributes in every position an
 * op can hold them, unregistered ops of many shapes, and nestings of regions and blocks.
 */

/** Type spellings exactly as mlir-opt prints them (so they also print back unchanged). */
export const TYPES: readonly string[] = [
  'i1',
  'i8',
  'i32',
  'i64',
  'i128',
  'si16',
  'ui32',
  'index',
  'f16',
  'bf16',
  'f32',
  'f64',
  'f80',
  'f128',
  'tf32',
  'f8E5M2',
  'f8E4M3FN',
  'none',
  'complex<f32>',
  'complex<i8>',
  'tuple<>',
  'tuple<i32, f32>',
  'tuple<tuple<i1>>',
  '() -> ()',
  '(i32) -> i64',
  '(i32, f32) -> (i64, i1)',
  'vector<4xf32>',
  'vector<2x3xi8>',
  'vector<[4]xf32>',
  'vector<2x[4]xi32>',
  'tensor<f32>',
  'tensor<4xf32>',
  'tensor<?x4xi32>',
  'tensor<*xf64>',
  'tensor<0xi1>',
  'tensor<2x?x?xindex>',
  'memref<f32>',
  'memref<4xf32>',
  'memref<?x4xi8>',
  'memref<*xf32>',
  'memref<4xf32, 1>',
  'memref<4x4xf32, strided<[4, 1]>>',
  'memref<4xf32, strided<[1], offset: ?>>',
  'memref<*xi32, 3>',
  '!foo.bar',
  '!foo<"opaque body">',
  '!foo.baz<1, 2>',
  'tensor<4x!foo.elt>',
  'memref<2xvector<4xf32>>',
  'tuple<vector<4xi1>, tensor<*xf32>>',
  'complex<f64>',
  'vector<1x1x1xf16>',
  'tensor<4xf32, "enc">',
];

/** Attribute spellings as mlir-opt prints them inside an attribute dictionary. */
export const ATTRIBUTES: readonly string[] = [
  '0 : i32',
  '-1 : i8',
  '42',
  'true',
  'false',
  '255 : ui8',
  '-128 : si8',
  '7 : index',
  '1.000000e+00 : f32',
  '-2.500000e-01',
  '0x7FC00000 : f32',
  '1.000000e+00 : bf16',
  '3.140000e+00 : f16',
  '"str"',
  '"esc\\0A\\22"',
  '""',
  'unit',
  '[]',
  '[1, 2, 3]',
  '["a", 1 : i8, [true]]',
  '{}',
  '{a = 1 : i64, b}',
  '{"q k" = "v"}',
  '@sym',
  '@"quoted sym"',
  '@a::@b::@c',
  'i32',
  'tensor<4xf32>',
  '!foo.bar',
  '#foo.attr',
  '#foo<"x y">',
  'dense<1> : tensor<4xi32>',
  'dense<[1, 2]> : tensor<2xi64>',
  'dense<[[1.000000e+00, 2.000000e+00]]> : tensor<1x2xf32>',
  'dense<true> : vector<2xi1>',
  'dense<"s"> : tensor<2x!foo.s>',
  'dense<> : tensor<0xi32>',
  'array<i32: 1, 2, 3>',
  'array<i64>',
  'array<f32: 1.000000e+00>',
  'array<i1: true, false>',
  'affine_map<(d0) -> (d0)>',
  'affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>',
  'affine_map<() -> (0)>',
  'affine_set<(d0) : (d0 - 1 >= 0)>',
  'affine_set<(d0, d1) : (d0 == 0, d1 >= 0)>',
  'strided<[1]>',
  'strided<[?, 1], offset: 4>',
  'loc("f.mlir":1:2)',
  'loc(unknown)',
  'loc("n"("f":3:4))',
  'loc(callsite("a":1:1 at "b":2:2))',
  'loc(fused["a":1:1, "b":2:2])',
  'loc(fused<"m">["a":1:1])',
  '[affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0 + 1)>]',
  '{m = affine_map<(d0) -> (d0 floordiv 2)>}',
];

function attributeCases(): string[] {
  return ATTRIBUTES.map((attr) => `"x.attr"() {value = ${attr}} : () -> ()`);
}

function typeCases(): string[] {
  return TYPES.map(
    (type) =>
      `%0 = "x.def"() : () -> ${type.startsWith('(') ? `(${type})` : type}\n"x.use"(%0) : (${type}) -> ()`,
  );
}

function propertyCases(): string[] {
  return ATTRIBUTES.map((attr) => `"x.props"() <{p = ${attr}}> : () -> ()`);
}

/** Ops of growing shapes: operands, results, groups, regions, successors and blocks. */
function shapeCases(): string[] {
  const cases: string[] = [];
  for (let results = 0; results <= 3; results++) {
    const types = Array.from({ length: results }, (_, i) => (i % 2 ? 'i64' : 'i32'));
    const list = results === 1 ? types[0]! : `(${types.join(', ')})`;
    const lhs = results === 0 ? '' : results === 1 ? '%r = ' : `%r:${results} = `;
    cases.push(`${lhs}"x.shape"() : () -> ${list}`);
    if (results > 1) {
      const uses = types.map((_, i) => `%r#${i}`).join(', ');
      cases.push(
        `${lhs}"x.shape"() : () -> ${list}\n"x.sink"(${uses}) : (${types.join(', ')}) -> ()`,
      );
    }
  }
  for (let depth = 1; depth <= 6; depth++) {
    let text = '"x.leaf"() : () -> ()';
    for (let d = 0; d < depth; d++) text = `"x.nest${d}"() ({\n${text}\n}) : () -> ()`;
    cases.push(text);
  }
  for (let regions = 1; regions <= 4; regions++) {
    const bodies = Array.from({ length: regions }, (_, i) =>
      i % 2 ? '{\n}' : `{\n  "x.in${i}"() : () -> ()\n}`,
    );
    cases.push(`"x.regions"() (${bodies.join(', ')}) : () -> ()`);
  }
  for (let blocks = 2; blocks <= 5; blocks++) {
    let text = '"x.cfg"() ({\n^bb0(%a: i32, %b: f32):\n';
    for (let b = 0; b < blocks; b++) {
      const next = b + 1 < blocks ? `[^bb${b + 1}, ^bb${blocks - 1}]` : '';
      if (b > 0) text += `^bb${b}:\n`;
      text += `  %v${b} = "x.op${b}"(%a) : (i32) -> f32\n  "x.br"()${next} : () -> ()\n`;
    }
    cases.push(text + '}) : () -> ()');
  }
  return cases;
}

export function generatedCorpus(): string[] {
  return [...typeCases(), ...attributeCases(), ...propertyCases(), ...shapeCases()];
}
