// Folds the chunks that hold nothing but data into the page's main module.
//
// wasm-split-cli gives every set of split points that shares something a
// chunk of its own, and constants count: a string two games' code both
// print (a game's name, a preset) becomes a chunk of a few bytes, fetched
// as a request of its own beside each of their chunks. On a slow network
// each request costs a round trip, so such chunks are folded into the main
// module: their data segments are written there at the addresses the
// linker gave them (memory is shared, and the addresses are reserved), and
// the loader forgets them. A chunk with any function or table entry is
// left as it is.
import binaryen from 'binaryen';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The features the page's modules use (as scripts/split-wasm.mjs gives
 * wasm-opt), so the module is written back as it was read. */
const FEATURES =
  binaryen.Features.MVP |
  binaryen.Features.BulkMemory |
  binaryen.Features.BulkMemoryOpt |
  binaryen.Features.NontrappingFPToInt |
  binaryen.Features.SignExt |
  binaryen.Features.MutableGlobals |
  binaryen.Features.ReferenceTypes |
  binaryen.Features.Multivalue |
  binaryen.Features.SIMD128;

/** The module's active data segments: offset, bytes. */
function segments(module) {
  const out = [];
  for (let i = 0; i < module.getNumDataSegments(); i++) {
    const info = module.getDataSegmentInfo(module.getDataSegmentByIndex(i));
    // Binaryen gives an active segment's offset as the number it is.
    if (info.passive || typeof info.offset !== 'number') return null;
    out.push({ offset: info.offset, data: new Uint8Array(info.data) });
  }
  return out;
}

/** True when `module` holds data alone: no function, no table entry, no
 * export, no global, only the memory (and table) it imports. */
function dataOnly(module) {
  return (
    module.getNumFunctions() === 0 &&
    module.getNumElementSegments() === 0 &&
    module.getNumExports() === 0 &&
    module.getNumGlobals() === 0
  );
}

/**
 * Folds the data-only chunks among `chunks` (file names in `dir`) into the
 * main module `main` (a path), and takes them out of the loader's text
 * `loader`. Gives the chunks left and the new loader.
 */
export function foldDataChunks({ dir, main, chunks, loader }) {
  const folded = [];
  const extra = [];
  for (const chunk of chunks) {
    const module = binaryen.readBinary(readFileSync(join(dir, chunk)));
    try {
      module.setFeatures(FEATURES);
      if (!dataOnly(module)) continue;
      const data = segments(module);
      if (data === null) continue;
      extra.push(...data);
      folded.push(chunk);
    } finally {
      module.dispose();
    }
  }
  if (folded.length === 0) return { chunks, loader };

  const module = binaryen.readBinary(readFileSync(main));
  try {
    module.setFeatures(FEATURES);
    const own = segments(module);
    if (own === null) throw new Error('the main module has a data segment this step cannot move');
    const memory = module.getMemoryInfo();
    const exported = [];
    for (let i = 0; i < module.getNumExports(); i++) {
      const e = binaryen.getExportInfo(module.getExportByIndex(i));
      if (e.kind === binaryen.ExternalMemory) exported.push(e.name);
    }
    for (const name of exported) module.removeExport(name);
    module.setMemory(
      memory.initial,
      memory.max ?? -1,
      exported[0] ?? null,
      [...own, ...extra].map((s) => ({ offset: module.i32.const(s.offset), data: s.data, passive: false })),
      memory.shared,
      memory.is64,
      memory.id ?? '0',
    );
    for (const name of exported.slice(1)) module.addMemoryExport(memory.id ?? '0', name);
    if (!module.validate()) throw new Error('the main module with the chunks\' data does not validate');
    writeFileSync(main, module.emitBinary());
  } finally {
    module.dispose();
  }

  // The loader: each folded chunk's loading goes, and so does every wait
  // on it.
  let text = loader;
  for (const chunk of folded) {
    const name = `__chunk_${chunk.match(/^chunk_(\d+)\.wasm$/)[1]}`;
    const definition = new RegExp(
      `(?:/\\*[^*]*\\*/\\s*)?const ${name} = makeLoad\\(\\(\\) => \\{[\\s\\S]*?\\n, \\[[^\\]]*\\]\\);\\n`,
    );
    if (!definition.test(text)) throw new Error(`the chunks' loader does not define ${name} as this step reads it`);
    text = text.replace(definition, '');
    text = text.replace(new RegExp(`\\b${name}\\b,?\\s*`, 'g'), '');
    rmSync(join(dir, chunk));
  }
  return { chunks: chunks.filter((c) => !folded.includes(c)), loader: text, folded: folded.length };
}
