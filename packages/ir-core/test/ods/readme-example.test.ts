import { expect, it } from 'vitest';
import { AddOp, runExample } from './readme-example.js';

it('runs the README example', () => {
  const { add, generic, isAddOp, resultType } = runExample();
  expect(add).toBeInstanceOf(AddOp);
  expect(isAddOp).toBe(true);
  expect(resultType).toBe('i32');
  expect((generic as AddOp).lhs).toBe(add.lhs);
  expect(add.note).toBeUndefined();
});
