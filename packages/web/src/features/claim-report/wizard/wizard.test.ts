import { describe, expect, it } from 'vitest';
import { type AutosaveState, createAutosave } from './autosave';
import { getIn, setIn } from './draftPath';

describe("a field of the report's data by its path", () => {
  it('writes a field deep down, copying the branches it passes and nothing else', () => {
    const data = { kind: 'motor', vehicleA: { vehicle: { plate: 'AB123CD' } } };
    const next = setIn(data, 'vehicleB.driver.surname', 'Bianchi');
    expect(next).toEqual({ ...data, vehicleB: { driver: { surname: 'Bianchi' } } });
    expect(next.vehicleA).toBe(data.vehicleA);
    expect(data).toEqual({ kind: 'motor', vehicleA: { vehicle: { plate: 'AB123CD' } } });
    expect(getIn(next, 'vehicleB.driver.surname')).toBe('Bianchi');
    expect(getIn(next, 'vehicleB.vehicle.plate')).toBeUndefined();
  });

  it('removes a field emptied, and the branches left empty', () => {
    const data = { kind: 'motor', place: { town: 'Milano' } };
    expect(setIn(data, 'place.town', '  ')).toEqual({ kind: 'motor' });
    expect(setIn(data, 'place.town', undefined)).toEqual({ kind: 'motor' });
    expect(setIn(data, 'injuries', false)).toEqual({ ...data, injuries: false });
  });

  it('writes into a list by its places, keeping an item emptied in its place', () => {
    const data = { witnesses: [{ name: 'Anna' }, { name: 'Bruno' }] };
    const next = setIn(data, 'witnesses.1.phone', '333');
    expect(next).toEqual({ witnesses: [{ name: 'Anna' }, { name: 'Bruno', phone: '333' }] });
    expect(Array.isArray(next.witnesses)).toBe(true);
    expect(setIn(data, 'witnesses.0.name', '')).toEqual({ witnesses: [{}, { name: 'Bruno' }] });
  });
});

/** A clock the test moves by hand. */
function manualClock() {
  let timers: { at: number; run: () => void }[] = [];
  let now = 0;
  return {
    schedule: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.run();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the draft saved as the client goes', () => {
  it('sends the last of several quick changes once, after the quiet time, with the version it had', async () => {
    const clock = manualClock();
    const sent: [string, number][] = [];
    const states: AutosaveState['kind'][] = [];
    const saver = createAutosave<string>(3, {
      delayMs: 1000,
      schedule: clock.schedule,
      save: async (data, version) => {
        sent.push([data, version]);
        return version + 1;
      },
      onState: (state) => states.push(state.kind),
    });
    saver.change('a');
    clock.advance(500);
    saver.change('ab');
    clock.advance(999);
    expect(sent).toEqual([]);
    clock.advance(1);
    await settle();
    expect(sent).toEqual([['ab', 3]]);
    expect(saver.version()).toBe(4);
    expect(states.at(-1)).toBe('saved');
  });

  it('sends at once on a step change, and what changes during a save after it, never two at a time', async () => {
    const clock = manualClock();
    const sent: [string, number][] = [];
    let release: () => void = () => {};
    let inFlight = 0;
    let most = 0;
    const saver = createAutosave<string>(1, {
      delayMs: 1000,
      schedule: clock.schedule,
      save: async (data, version) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        sent.push([data, version]);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        inFlight -= 1;
        return version + 1;
      },
      onState: () => {},
    });
    saver.change('first');
    const flushed = saver.flush();
    await settle();
    saver.change('second');
    const again = saver.flush();
    release();
    await settle();
    release();
    await Promise.all([flushed, again]);
    expect(sent).toEqual([
      ['first', 1],
      ['second', 2],
    ]);
    expect(most).toBe(1);
    expect(saver.version()).toBe(3);
  });

  it('keeps a change whose save failed, says so, and sends it with the next flush', async () => {
    const clock = manualClock();
    let fail = true;
    const sent: string[] = [];
    const states: AutosaveState['kind'][] = [];
    const saver = createAutosave<string>(0, {
      delayMs: 10,
      schedule: clock.schedule,
      save: async (data, version) => {
        sent.push(data);
        if (fail) throw new Error('offline');
        return version + 1;
      },
      onState: (state) => states.push(state.kind),
    });
    saver.change('text');
    await expect(saver.flush()).rejects.toThrow('offline');
    expect(states.at(-1)).toBe('failed');
    fail = false;
    await saver.flush();
    expect(sent).toEqual(['text', 'text']);
    expect(states.at(-1)).toBe('saved');
  });
});
