/**
 * A keyset walk whose batches run up to `inFlight` at once (decision 0106). The walk itself stays in
 * order and cheap: `end(after)` reads only where the batch after `after` ends (the key of its last row,
 * an index-only read), or null when fewer rows than a batch are left; then `batch(after, upTo)` does the
 * work of the rows after `after` up to and including `upTo`, in its own transaction, while the walk
 * finds the next range. Ranges are disjoint, so batches of one walk never touch the same row, and a
 * database with one connection (the embedded one) simply runs them one after another.
 *
 * The last range has no end (`upTo` null): its batch takes a batch's worth, and answers `next` when it
 * came back full (rows written during the walk), from which the walk goes on.
 *
 * Stops before starting more than `maxBatches` batches, after every started one has finished (done:
 * false). A batch that fails ends the walk once the others in flight have finished, with its error.
 */
export async function walkBatchesInFlight<Key, Batch extends { next: Key | null }>(walk: {
  inFlight: number;
  maxBatches: number;
  end: (after: Key | null) => Promise<Key | null>;
  batch: (after: Key | null, upTo: Key | null) => Promise<Batch>;
  /** Each batch's answer, in walk order. */
  onBatch: (batch: Batch) => void;
}): Promise<{ done: boolean; batches: number }> {
  const inFlight = Math.max(1, walk.inFlight);
  // Oldest first. Each settles to an outcome, so one failing while another is awaited is never unhandled.
  const queue: Promise<{ batch: Batch } | { error: unknown }>[] = [];
  const take = async (): Promise<Batch> => {
    const outcome = await queue.shift()!;
    if ('error' in outcome) {
      await Promise.all(queue.splice(0)); // no batch left running behind the caller's back
      throw outcome.error;
    }
    walk.onBatch(outcome.batch);
    return outcome.batch;
  };
  let batches = 0;
  let after: Key | null = null;
  for (;;) {
    if (batches >= walk.maxBatches) {
      while (queue.length > 0) await take();
      return { done: false, batches };
    }
    let upTo: Key | null;
    try {
      upTo = await walk.end(after);
    } catch (error) {
      await Promise.all(queue.splice(0));
      throw error;
    }
    batches++;
    queue.push(
      walk.batch(after, upTo).then(
        (batch) => ({ batch }),
        (error: unknown) => ({ error }),
      ),
    );
    if (upTo !== null) {
      after = upTo;
      if (queue.length >= inFlight) await take();
      continue;
    }
    // The open-ended range is the newest in the queue: its answer is the last taken.
    let last = await take();
    while (queue.length > 0) last = await take();
    if (last.next === null) return { done: true, batches };
    after = last.next;
  }
}
