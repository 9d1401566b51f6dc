import { setImmediate } from 'node:timers/promises';

/**
 * Work done in rounds, one at a time: `kick` asks for a round without waiting; a kick during a round asks for
 * another after it; a round that answers true (it did a full batch) is followed by another at once. A failed
 * round is reported and ends the run; the next kick tries again.
 */
export class Rounds {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly round: () => Promise<boolean>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts a round soon, without waiting for it. */
  kick(): void {
    void this.run();
  }

  /** Runs rounds until one finds no more to do and nobody asked for another; resolves when done. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.rounds().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Waits for a run in progress. */
  async settled(): Promise<void> {
    await this.running;
  }

  private async rounds(): Promise<void> {
    do {
      this.again = false;
      try {
        if (await this.round()) this.again = true;
      } catch (error) {
        this.onError(error);
      }
      // Calls waiting for the database go first (the embedded one runs one statement at a time).
      if (this.again) await setImmediate();
    } while (this.again);
  }
}
