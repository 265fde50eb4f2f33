import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ScheduledCaller } from './fire.ts';

/** A functions emulator's event route holding these trigger keys, answering each with its status. */
async function emulatorWith(
  answers: Record<string, number>,
): Promise<{ server: Server; origin: string; posts: string[] }> {
  const posts: string[] = [];
  const server = createServer((request, response) => {
    const key = request.url?.split('/').at(-1) ?? '';
    posts.push(key);
    response.statusCode = answers[key] ?? 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, origin: `http://127.0.0.1:${address.port}`, posts };
}

let open: Server | undefined;
afterEach(() => open?.close());

describe('a scheduled call to the functions emulator', () => {
  it.each<{ case: string; answers: Record<string, number>; ran: string }>([
    {
      case: 'runs the first generation when the code never reloaded',
      answers: { 'us-central1-monitor-0': 200 },
      ran: 'us-central1-monitor-0',
    },
    {
      case: 'passes over generations that no longer exist after a reload',
      answers: { 'us-central1-monitor-2': 200 },
      ran: 'us-central1-monitor-2',
    },
    {
      case: 'passes over a generation a trigger pause disabled, which answers 204 and runs nothing',
      answers: { 'us-central1-monitor-0': 204, 'us-central1-monitor-1': 200 },
      ran: 'us-central1-monitor-1',
    },
  ])('$case', async ({ answers, ran }) => {
    const emulator = await emulatorWith(answers);
    open = emulator.server;
    const caller = new ScheduledCaller({ origin: emulator.origin, project: 'demo', region: 'us-central1' });
    expect(await caller.fire('monitor', new Date())).toBe(200);
    expect(emulator.posts.at(-1)).toBe(ran);
    // The next call goes straight to the generation that ran.
    emulator.posts.length = 0;
    expect(await caller.fire('monitor', new Date())).toBe(200);
    expect(emulator.posts).toEqual([ran]);
  });

  it('says 404 when no generation of the function exists', async () => {
    const emulator = await emulatorWith({});
    open = emulator.server;
    const caller = new ScheduledCaller({ origin: emulator.origin, project: 'demo', region: 'us-central1' });
    expect(await caller.fire('monitor', new Date())).toBe(404);
  });
});
