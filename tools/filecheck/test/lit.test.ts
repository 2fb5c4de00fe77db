import { defineLitTests } from '../src/lit/vitest.js';
import { fakeOpt } from './fake-tools.js';

defineLitTests(new URL('./lit-fixtures/', import.meta.url), { tools: { 'fake-opt': fakeOpt } });
