import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ConversionStats } from './convert-ifc';

/** What a conversion process tells its parent. */
export type ConversionMessage = { ok: true; stats: ConversionStats } | { ok: false; message: string };

export interface ConversionLimits {
  /** The heap of the conversion process, in MB (web-ifc's WASM memory comes on top). */
  heapMb: number;
  /** A conversion that takes longer is stopped and counts as failed. */
  timeoutMs: number;
}

export const DEFAULT_CONVERSION_LIMITS: ConversionLimits = { heapMb: 2048, timeoutMs: 10 * 60 * 1000 };

/** A conversion that failed on the model itself: retrying will not help. */
export class ModelConversionError extends Error {}

const processScript = fileURLToPath(new URL('./conversion-process.ts', import.meta.url));

/**
 * Converts an IFC file in a child process of its own, so that its memory is bounded and returned
 * to the system afterwards, and a crash ends only that process. Rejects with ModelConversionError
 * when the model cannot be converted, and with another error when the process died (worth a retry).
 */
export const runConversion = (
  inputPath: string,
  outputPath: string,
  limits: ConversionLimits = DEFAULT_CONVERSION_LIMITS,
  signal?: AbortSignal,
): Promise<ConversionStats> =>
  new Promise((resolve, reject) => {
    const child = fork(processScript, [inputPath, outputPath], {
      execArgv: ['--import', 'tsx', `--max-old-space-size=${limits.heapMb}`],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      timeout: limits.timeoutMs,
      ...(signal ? { signal } : {}),
    });
    let answer: ConversionMessage | undefined;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.on('message', (message: ConversionMessage) => {
      answer = message;
    });
    // A process that started always ends in 'exit' (also when aborted or killed), which settles the promise.
    child.on('error', (error) => {
      if (child.pid === undefined) reject(error);
    });
    child.on('exit', (code, signal) => {
      if (answer?.ok) resolve(answer.stats);
      else if (answer) reject(new ModelConversionError(answer.message));
      else
        reject(
          new Error(
            `The conversion process ended (${signal ?? `exit code ${String(code)}`}) without an answer${stderr ? `: ${stderr.trim()}` : ''}`,
          ),
        );
    });
  });
