import { describe, expect, it } from 'vitest';
import { StringAttr } from '../../src/attributes/builtin-attributes.js';
import { Operation } from '../../src/ir/operation.js';
import { StrAttr } from '../../src/ods/constraints/attrs.js';
import { AnyType } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import { IndexType } from '../../src/types/builtin-types.js';
import { setup } from './helpers.js';

// Operation assigns its fields in its constructor; a group or attribute named like one of those
// fields must not turn into a prototype accessor that intercepts (or rejects) that assignment.
class FieldNamedOp extends defineOp({
  name: 'test.field_named',
  results: { results: AnyType },
  properties: { name: StrAttr },
}) {}

describe('groups named like Operation fields', () => {
  it('create an op whose own fields stay intact', () => {
    const { context, loc } = setup([FieldNamedOp]);
    const index = IndexType.get(context);
    const op = Operation.create({
      name: 'test.field_named',
      location: loc,
      resultTypes: [index],
      properties: [['name', StringAttr.get(context, 'x')]],
    });
    expect(op).toBeInstanceOf(FieldNamedOp);
    expect(op.name.identifier).toBe('test.field_named');
    expect(op.results).toHaveLength(1);
    expect(op.results[0]!.type).toBe(index);
    expect(op.location).toBe(loc);
    expect(op.properties.get('name')).toBe(StringAttr.get(context, 'x'));
  });
});

describe('properties named like any Operation field', () => {
  it('leave every field the constructor assigns on the op itself', () => {
    const plain = Operation.create({ name: 'test.plain', location: setup([]).loc });
    const fields = Object.keys(plain);
    expect(fields).toContain('location');
    const classes = fields.map(
      (field, i) =>
        class extends defineOp({ name: `test.field_${i}`, properties: { [field]: StrAttr } }) {},
    );
    const { context, loc } = setup(classes);
    fields.forEach((field, i) => {
      const op = Operation.create({
        name: `test.field_${i}`,
        location: loc,
        properties: [[field, StringAttr.get(context, 'x')]],
      });
      expect(op, field).toBeInstanceOf(classes[i]!);
      expect(Object.keys(op), field).toEqual(fields);
      expect(op.location, field).toBe(loc);
    });
  });
});
