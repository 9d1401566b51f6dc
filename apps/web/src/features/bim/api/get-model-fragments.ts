import { bimCalls } from '@vve/contract/calls/bim';
import { sendCall } from '../../../lib/api-client';

/** How far a download has come, in bytes; `total` is null when the server did not say. */
export interface DownloadProgress {
  loaded: number;
  total: number | null;
}

/** Downloads a converted model (That Open fragments), reporting its progress as the bytes arrive. */
export const getModelFragments = async (
  modelId: number,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<Uint8Array> => {
  const response = await sendCall(bimCalls.bimModelFragments, { params: { id: modelId } });
  const length = Number.parseInt(response.headers.get('content-length') ?? '', 10);
  const total = Number.isNaN(length) ? null : length;
  if (!response.body) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    onProgress?.({ loaded: bytes.byteLength, total: bytes.byteLength });
    return bytes;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress?.({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress?.({ loaded, total });
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
};
