import { convertIfcFile } from './convert-ifc';
import type { ConversionMessage } from './run-conversion';

/**
 * The entry of a conversion process: `conversion-process.ts <input.ifc> <output.frag>`. It sends
 * its statistics to the parent and exits 0, or prints why it failed and exits 1. A crash (out of
 * memory, a WASM abort) ends only this process; the queue retries the model.
 */
const [inputPath, outputPath] = process.argv.slice(2);
if (!inputPath || !outputPath) {
  process.stderr.write('usage: conversion-process <input.ifc> <output.frag>\n');
  process.exit(2);
}
// A parent that dies (a worker killed mid-conversion) closes the channel: the orphan ends at its next pause
// instead of converting, with up to 2 GB, for no one.
const orphaned = () => process.exit(3);
process.once('disconnect', orphaned);
const report = (message: ConversionMessage, exitCode: number) => {
  process.exitCode = exitCode;
  process.off('disconnect', orphaned);
  // The open IPC channel would keep this process alive: close it once the message is out.
  process.send?.(message, () => {
    process.disconnect();
  });
};
try {
  report({ ok: true, stats: await convertIfcFile(inputPath, outputPath) }, 0);
} catch (error) {
  report({ ok: false, message: error instanceof Error ? error.message : String(error) }, 1);
}
