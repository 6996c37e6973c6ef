import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

type Item = { id: number; key: string; poison: boolean; delayMs: number };

describe('createBatcher', () => {
  it('sends a lone call alone, at once', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher<number, number>({
      run: async (items) => {
        batches.push(items);
        return items.map((n) => n * 2);
      },
      maxBatchSize: 20,
      maxRunningBatches: 2,
    });
    expect(await batcher.submit(21)).toBe(42);
    expect(batches).toEqual([[21]]);
  });

  it('groups calls made together, up to the batch size, and queues past the running batches', async () => {
    const batches: number[][] = [];
    let running = 0;
    let mostRunning = 0;
    const batcher = createBatcher<number, number>({
      run: async (items) => {
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        batches.push(items);
        await sleep(5);
        running -= 1;
        return items;
      },
      maxBatchSize: 20,
      maxRunningBatches: 2,
    });
    const all = Array.from({ length: 70 }, (_, i) => batcher.submit(i));
    expect(await Promise.all(all)).toEqual(Array.from({ length: 70 }, (_, i) => i));
    expect(batches.map((b) => b.length)).toEqual([20, 20, 20, 10]);
    expect(mostRunning).toBe(2);
  });

  it('fails only the item that fails, when its batch is tried again one by one', async () => {
    const batcher = createBatcher<number, number>({
      run: async (items) => {
        if (items.includes(13)) throw new Error('treize');
        return items;
      },
      maxBatchSize: 10,
      maxRunningBatches: 1,
    });
    const results = await Promise.allSettled([1, 13, 7].map((n) => batcher.submit(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('keeps each key out of concurrent batches and in order, and settles every call once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            key: fc.constantFrom('a', 'b', 'c', 'd'),
            poison: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
            delayMs: fc.integer({ min: 0, max: 3 }),
            submitGap: fc.constantFrom(0, 0, 0, 1),
          }),
          { maxLength: 40 },
        ),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        async (plans, maxBatchSize, maxRunningBatches) => {
          const busy = new Set<string>();
          const startedByKey = new Map<string, number[]>();
          const violations: string[] = [];
          const batcher = createBatcher<Item, number>({
            keyOf: (item) => item.key,
            maxBatchSize,
            maxRunningBatches,
            run: async (items) => {
              if (items.length > maxBatchSize) violations.push('too big');
              const keys = items.map((item) => item.key);
              if (new Set(keys).size !== keys.length) violations.push('same key twice in a batch');
              for (const key of keys) {
                if (busy.has(key)) violations.push(`key ${key} in two running batches`);
                busy.add(key);
              }
              await sleep(Math.max(...items.map((item) => item.delayMs)));
              for (const key of keys) busy.delete(key);
              if (items.some((item) => item.poison)) throw new Error('poison');
              for (const item of items)
                startedByKey.set(item.key, [...(startedByKey.get(item.key) ?? []), item.id]);
              return items.map((item) => item.id * 10);
            },
          });
          // Each outcome is caught at once: a rejection may come while later items are still submitted.
          const calls: Promise<PromiseSettledResult<number>>[] = [];
          const items: Item[] = [];
          for (const [id, plan] of plans.entries()) {
            const item = { id, key: plan.key, poison: plan.poison, delayMs: plan.delayMs };
            items.push(item);
            calls.push(
              batcher.submit(item).then(
                (value) => ({ status: 'fulfilled', value }) as const,
                (reason: unknown) => ({ status: 'rejected', reason }) as const,
              ),
            );
            if (plan.submitGap) await sleep(plan.submitGap);
          }
          const settled = await Promise.all(calls);
          expect(violations).toEqual([]);
          settled.forEach((outcome, i) => {
            if (items[i]!.poison) expect(outcome.status).toBe('rejected');
            else expect(outcome).toEqual({ status: 'fulfilled', value: items[i]!.id * 10 });
          });
          for (const ids of startedByKey.values()) expect(ids).toEqual([...ids].sort((a, b) => a - b));
        },
      ),
      { numRuns: 60 },
    );
  });
});
