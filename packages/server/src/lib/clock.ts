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
}
