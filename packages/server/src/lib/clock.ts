/** The server's notion of "now": real time in production, a hand-moved clock in tests (no sleeps). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move forward by hand. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | number = Date.now()) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
  /** Jumps to `at` (property tests replay timelines). */
  set(at: Date | number): void {
    this.current = typeof at === 'number' ? at : at.getTime();
  }
}

/**
 * A clock that starts at `start` when the process starts and runs `rate` times as fast as real time
 * (config CLOCK_START / CLOCK_RATE, refused in production): a test restarts a server "an hour
 * later", or lets a running instance cost a day in a few seconds.
 */
export class ShiftedClock implements Clock {
  private readonly realStart = Date.now();
  constructor(
    private readonly start: Date,
    private readonly rate = 1,
  ) {}
  now(): Date {
    return new Date(this.start.getTime() + (Date.now() - this.realStart) * this.rate);
  }
}
