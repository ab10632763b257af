import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('resolves in a task of its own: after the microtasks and after a timer queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer queued before'));
    const waited = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual([]);
    await waited;
    expect(order).toEqual(['microtask', 'timer queued before', 'next task']);
  });
});
