// The OCR child process (ADR 32): Tesseract reads the words of one picture at a time, in Persian and English,
// from the traineddata and the wasm core installed from npm (nothing is fetched: `langs` are handed over as
// bytes and the core is required from tesseract.js-core). Forked by ocr.ts, which bounds its memory and time
// (lib/child-process.ts). The picture is made readable here (ocr-input.ts), so the server never decodes it.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM } from 'tesseract.js';
import { serveJobs } from '../../lib/child-process.ts';
import { ocrInput } from './ocr-input.ts';

const require = createRequire(import.meta.url);

interface LangPackage {
  code: string;
  gzip: boolean;
  langPath: string;
}

// tesseract.js takes one langPath for all its languages and each @tesseract.js-data package is a folder of
// its own: a folder of links to the installed files (the LSTM-only "best_int" models, the engine used) joins
// them. (Handing the models over as bytes fails in tesseract.js 7.0.0: its initialisation names a language
// by its data instead of its code.)
const langDir = mkdtempSync(path.join(os.tmpdir(), 'rasti-ocr-'));
const langs = ['@tesseract.js-data/fas', '@tesseract.js-data/eng'].map((pkg) => {
  const lang = require(pkg) as LangPackage;
  const file = `${lang.code}.traineddata${lang.gzip ? '.gz' : ''}`;
  symlinkSync(path.join(path.dirname(lang.langPath), '4.0.0_best_int', file), path.join(langDir, file));
  return lang.code;
});
process.on('exit', () => rmSync(langDir, { recursive: true, force: true }));

const worker = await createWorker(langs, OEM.LSTM_ONLY, {
  langPath: langDir,
  gzip: true,
  // nothing is written beside the server: the models are read from the packages each time the process starts
  cacheMethod: 'none',
});
// pictures carry no usable resolution: Tesseract assumes 70 dpi with a warning per picture; said once here
await worker.setParameters({ user_defined_dpi: '70' });

/** A job: the picture's bytes as sent; the answer is the text Tesseract reads in it. */
export type OcrRequest = Uint8Array;

serveJobs<OcrRequest, string>(
  async (bytes) => {
    const input = await ocrInput(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const { data } = await worker.recognize(input);
    return data.text;
  },
  () => worker.terminate(),
);
