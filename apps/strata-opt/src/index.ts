export { type MainDependencies, main, runInProcess } from './main.js';
export type { ToolIO } from './tool-io.js';
export type { InputChunk, IRBackend, IRRun, IRSession, SessionOptions } from './ir-backend.js';
export { registerBuiltinPasses } from './pass-catalog.js';
export type { DialectRegistration } from './dialect-catalog.js';
