import { makeThumbnail } from './images';
import { contentKey, thumbnailKey, type FileStorage } from '../file-storage';

/** Makes each thumbnail once: later calls read it from storage, concurrent calls share the work. */
export const thumbnailMaker = (storage: FileStorage) => {
  const inFlight = new Map<string, Promise<Buffer | undefined>>();

  const make = async (contentHash: string, size: number): Promise<Buffer | undefined> => {
    const key = thumbnailKey(contentHash, size);
    const cached = await storage.get(key);
    if (cached) return cached;
    const original = await storage.get(contentKey(contentHash));
    if (!original) return undefined;
    const thumbnail = await makeThumbnail(original, size);
    await storage.put(key, thumbnail);
    return thumbnail;
  };

  return (contentHash: string, size: number): Promise<Buffer | undefined> => {
    const key = thumbnailKey(contentHash, size);
    const running = inFlight.get(key);
    if (running) return running;
    const job = make(contentHash, size).finally(() => inFlight.delete(key));
    inFlight.set(key, job);
    return job;
  };
};
