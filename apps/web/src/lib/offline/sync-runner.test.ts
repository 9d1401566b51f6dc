import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { outbox } from './outbox';
import type { QueuedChange } from './queued-change';
import { allSteps, runQueue, type ChangeSender } from './sync-runner';

const queue = (owner: string, name: string, files: string[] = []) =>
  outbox.add(
    {
      key: `${owner}-${name}`,
      owner,
      kind: 'test',
      createdAt: '2026-11-24T10:00:00.000Z',
      payload: { name },
    },
    files.map((text) => ({ blob: new Blob([text], { type: 'text/plain' }), name: `${text}.txt` })),
  );

/** A sender that records what it sent and fails where told: by name, with the error to throw. */
const recorder = (failures: Record<string, Error> = {}) => {
  const sent: string[] = [];
  const send: ChangeSender = (change) => {
    const { name } = change.payload as { name: string };
    const failure = failures[name];
    if (failure !== undefined) return Promise.reject(failure);
    sent.push(name);
    return Promise.resolve(name);
  };
  return { sent, senders: { test: send } };
};

const noProgress = () => undefined;
const names = (changes: QueuedChange[]) => changes.map((change) => (change.payload as { name: string }).name);

describe('the offline queue', () => {
  it('sends the changes in the order they were made and forgets each once sent', async () => {
    await queue('7', 'first');
    await queue('7', 'second');
    await queue('7', 'third');
    const { sent, senders } = recorder();
    const progress: string[] = [];
    const outcome = await runQueue('7', senders, (done, total) => progress.push(`${done}/${total}`));
    expect(sent).toEqual(['first', 'second', 'third']);
    expect(outcome.stopped).toBeNull();
    expect(progress).toEqual(['0/3', '1/3', '2/3', '3/3']);
    expect(await outbox.list('7')).toEqual([]);
  });

  it('marks a change the server refuses with the reason and goes on with the next', async () => {
    await queue('7', 'refused');
    await queue('7', 'next');
    const { sent, senders } = recorder({ refused: new ApiError(404, 'Work order not found') });
    const outcome = await runQueue('7', senders, noProgress);
    expect(sent).toEqual(['next']);
    expect(names(outcome.refused)).toEqual(['refused']);
    const [kept] = await outbox.list('7');
    expect(kept?.refusal).toEqual({ status: 404, message: 'Work order not found' });
    // A refused change waits for the user: the next run leaves it alone.
    const again = recorder();
    await runQueue('7', again.senders, noProgress);
    expect(again.sent).toEqual([]);
  });

  it.each([
    ['no connection', new TypeError('Failed to fetch'), 'network'],
    ['a failing server', new ApiError(503, 'Service Unavailable', 5), 'server'],
    ['the same change still being handled', new ApiError(409, 'Still being processed', 1), 'server'],
    ['an ended session', new ApiError(401, 'Unauthorized'), 'session'],
  ])('stops at %s, keeping that change and the ones after it as they were', async (_, error, reason) => {
    await queue('7', 'sent');
    await queue('7', 'stuck');
    await queue('7', 'after');
    const { sent, senders } = recorder({ stuck: error });
    const outcome = await runQueue('7', senders, noProgress);
    expect(outcome.stopped).toBe(reason);
    expect(sent).toEqual(['sent']);
    const kept = await outbox.list('7');
    expect(names(kept)).toEqual(['stuck', 'after']);
    expect(kept.every((change) => change.refusal === null)).toBe(true);
  });

  it("sends and shows one person's changes only", async () => {
    await queue('7', 'mine');
    await queue('8', 'theirs');
    const { sent, senders } = recorder();
    await runQueue('7', senders, noProgress);
    expect(sent).toEqual(['mine']);
    expect(names(await outbox.list('8'))).toEqual(['theirs']);
  });

  it('does a step once: after a stop, the steps done before are not sent again, and each has its own key', async () => {
    await queue('7', 'photos', ['one', 'two', 'three']);
    const calls: string[] = [];
    let connected = false;
    const senders: Record<string, ChangeSender> = {
      test: async (change, { key, step, file }) => {
        const ids = await allSteps(
          change.files.map((fileKey, index) =>
            step(fileKey, async (stepKey) => {
              const { blob } = await file(fileKey);
              calls.push(`${stepKey} ${await blob.text()}`);
              // The second photo's upload is cut off the first time.
              if (index === 1 && !connected) throw new TypeError('Failed to fetch');
              return 100 + index;
            }),
          ),
        );
        calls.push(`${key} ${ids.join(',')}`);
        return ids;
      },
    };
    expect((await runQueue('7', senders, noProgress)).stopped).toBe('network');
    connected = true;
    expect((await runQueue('7', senders, noProgress)).sent).toHaveLength(1);
    expect(calls).toEqual([
      '7-photos:7-photos:file-0 one',
      '7-photos:7-photos:file-1 two',
      '7-photos:7-photos:file-2 three',
      '7-photos:7-photos:file-1 two',
      '7-photos 100,101,102',
    ]);
    expect(await outbox.list('7')).toEqual([]);
  });

  it('gives the steps fresh keys when a refused change is sent again', async () => {
    const { key } = await queue('7', 'again');
    await outbox.update(key, { refusal: { status: 400, message: 'No' }, round: 1 });
    await outbox.update(key, { refusal: null });
    const keys: string[] = [];
    await runQueue('7', { test: (_, tools) => Promise.resolve(keys.push(tools.key)) }, noProgress);
    expect(keys).toEqual(['7-again.1']);
  });

  it('keeps a change and its files together: removing one removes the other', async () => {
    const change = await queue('7', 'with-file', ['photo']);
    const [fileKey] = change.files;
    expect(await (await outbox.file(fileKey ?? ''))?.blob.text()).toBe('photo');
    await outbox.remove(change.key);
    expect(await outbox.file(fileKey ?? '')).toBeUndefined();
  });
});
