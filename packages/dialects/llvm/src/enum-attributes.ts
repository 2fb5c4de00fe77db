/**
 * The llvm dialect's keyword enums that are attributes of their own: `#llvm.linkage<internal>`,
 * `#llvm.cconv<fastcc>` and `#llvm.tailcallkind<musttail>`. Each is uniqued per context by case
 * and parsed as MLIR's LLVM enum field parser does (a keyword or a string naming a case).
 */
import {
  type AttrTypeParser,
  type AttrTypePrinter,
  DialectAttribute,
  type MLIRContext,
} from '@strata/ir-core';

/** What distinguishes one keyword enum from another: spelling, cases and MLIR's error words. */
interface KeywordEnum {
  readonly mnemonic: string;
  /** The case keywords, in the order MLIR lists them in its error message. */
  readonly cases: readonly string[];
  /** How MLIR names the enum in "expected one of [...] for <what>". */
  readonly what: string;
  /** The second error: which parameter of which attribute failed. */
  readonly parameter: string;
}

/** An attribute holding one case of a {@link KeywordEnum}, printed `#llvm.<mnemonic><case>`. */
export abstract class LlvmKeywordEnumAttr extends DialectAttribute {
  readonly dialectNamespace = 'llvm';

  constructor(
    context: MLIRContext,
    uid: number,
    /** The case keyword. */
    readonly value: string,
  ) {
    super(context, uid);
  }

  abstract get enumeration(): KeywordEnum;

  printBody(printer: AttrTypePrinter): void {
    printer.write(`${this.enumeration.mnemonic}<${this.value}>`);
  }
}

type KeywordEnumAttrClass<T> = new (context: MLIRContext, uid: number, value: string) => T;

/** The class of the attribute of one keyword enum: uniqued `get` and `#llvm.` body parser. */
function keywordEnumAttr(enumeration: KeywordEnum) {
  /** The uniqued instance of `Class` for case `value`. */
  function uniqued<T>(Class: KeywordEnumAttrClass<T>, context: MLIRContext, value: string): T {
    const index = enumeration.cases.indexOf(value);
    if (index < 0) throw new Error(`unknown ${enumeration.what} case '${value}'`);
    const table = context.uniquer.indexedTable<T>(`llvm.${enumeration.mnemonic}`);
    return (table[index] ??= new Class(context, context.uniquer.newSideUid(), value));
  }

  return class extends LlvmKeywordEnumAttr {
    static readonly enumeration = enumeration;

    get enumeration(): KeywordEnum {
      return enumeration;
    }

    /** The attribute of case `value` (one of `enumeration.cases`). */
    static get<T>(this: KeywordEnumAttrClass<T>, context: MLIRContext, value: string): T {
      return uniqued(this, context, value);
    }

    /** `<case>` after the mnemonic. */
    static parse<T>(this: KeywordEnumAttrClass<T>, parser: AttrTypeParser): T | null {
      const value = parseCase(parser, enumeration);
      return value === null ? null : uniqued(this, parser.context, value);
    }
  };
}

/** `<case>` after the mnemonic, with MLIR's two errors when the case is missing or unknown. */
function parseCase(parser: AttrTypeParser, enumeration: KeywordEnum): string | null {
  if (!parser.parseLess()) return null;
  const offset = parser.tokenStart;
  const name = parser.parseOptionalKeyword() ?? parser.parseOptionalString();
  if (name === undefined) {
    parser.emitErrorAt(offset, `expected keyword for ${enumeration.what}`);
  } else if (!enumeration.cases.includes(name)) {
    parser.emitErrorAt(
      offset,
      `expected one of [${enumeration.cases.join(', ')}] for ${enumeration.what}, got: ${name}`,
    );
  } else {
    return parser.parseGreater() ? name : null;
  }
  parser.emitFollowUpError(`failed to parse ${enumeration.parameter}`);
  return null;
}

const LINKAGE: KeywordEnum = {
  mnemonic: 'linkage',
  // prettier-ignore
  cases: [
    'external', 'available_externally', 'linkonce', 'linkonce_odr', 'weak', 'weak_odr',
    'appending', 'internal', 'private', 'extern_weak', 'common',
  ],
  what: 'LLVM linkage types',
  parameter: "LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`",
};

/** A global's linkage (`#llvm.linkage<internal>`): how the symbol binds across modules. */
export class LinkageAttr extends keywordEnumAttr(LINKAGE) {}

const CCONV: KeywordEnum = {
  mnemonic: 'cconv',
  // prettier-ignore
  cases: [
    'ccc', 'fastcc', 'coldcc', 'cc_10', 'cc_11', 'anyregcc', 'preserve_mostcc', 'preserve_allcc',
    'swiftcc', 'cxx_fast_tlscc', 'tailcc', 'cfguard_checkcc', 'swifttailcc', 'x86_stdcallcc',
    'x86_fastcallcc', 'arm_apcscc', 'arm_aapcscc', 'arm_aapcs_vfpcc', 'msp430_intrcc',
    'x86_thiscallcc', 'ptx_kernelcc', 'ptx_devicecc', 'spir_funccc', 'spir_kernelcc',
    'intel_ocl_bicc', 'x86_64_sysvcc', 'win64cc', 'x86_vectorcallcc', 'hhvmcc', 'hhvm_ccc',
    'x86_intrcc', 'avr_intrcc', 'avr_builtincc', 'amdgpu_vscc', 'amdgpu_gscc', 'amdgpu_cscc',
    'amdgpu_kernelcc', 'x86_regcallcc', 'amdgpu_hscc', 'msp430_builtincc', 'amdgpu_lscc',
    'amdgpu_escc', 'aarch64_vectorcallcc', 'aarch64_sve_vectorcallcc',
    'wasm_emscripten_invokecc', 'amdgpu_gfxcc', 'm68k_intrcc',
  ],
  what: 'Calling Conventions',
  parameter: "CConvAttr parameter 'CallingConv' which is to be a `CConv`",
};

/** A calling convention (`#llvm.cconv<fastcc>`); `ccc`, the C one, is the default. */
export class CConvAttr extends keywordEnumAttr(CCONV) {}

const TAIL_CALL_KIND: KeywordEnum = {
  mnemonic: 'tailcallkind',
  cases: ['none', 'notail', 'musttail', 'tail'],
  what: 'Tail Call Kind',
  parameter: "TailCallKindAttr parameter 'tailCallKind' which is to be a `TailCallKind`",
};

/** A call's tail-call marker (`#llvm.tailcallkind<musttail>`); `none` by default. */
export class TailCallKindAttr extends keywordEnumAttr(TAIL_CALL_KIND) {}
