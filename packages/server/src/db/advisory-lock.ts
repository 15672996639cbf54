// A PostgreSQL session advisory lock on a connection of its own: held while that connection lives,
// released by PostgreSQL the moment the process holding it ends (a crash or SIGKILL included), so
// exactly one of the processes sharing a database holds it at a time. The engine host election
// (src/engine-host.ts) is built on it.
import pg from 'pg';

export class AdvisoryLock {
  private client: pg.Client | undefined;
  private held = false;
  private watch: NodeJS.Timeout | undefined;

  /**
   * @param url the database
   * @param key the lock's number (one per purpose)
   * @param applicationName shown in pg_stat_activity for the holding connection
   */
  constructor(
    private readonly url: string,
    private readonly key: bigint,
    private readonly applicationName: string,
  ) {}

  get isHeld(): boolean {
    return this.held;
  }

  /** Takes the lock if no other session holds it; answers whether this one holds it now. */
  async tryAcquire(): Promise<boolean> {
    if (this.held) return true;
    try {
      const client = await this.connection();
      const result = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [this.key.toString()],
      );
      this.held = result.rows[0]?.locked === true;
      return this.held;
    } catch (error) {
      // A broken connection is replaced on the next try.
      await this.release();
      throw error;
    }
  }

  /**
   * Checks every `intervalMs` that the holding connection is alive; calls `onLost` once when it is
   * not (PostgreSQL restarted, the network dropped): from then on another process may hold it.
   */
  watchHeld(intervalMs: number, onLost: (error: unknown) => void): void {
    let reported = false;
    const lost = (error: unknown) => {
      if (reported) return;
      reported = true;
      this.held = false;
      if (this.watch) clearInterval(this.watch);
      onLost(error);
    };
    this.client?.once('error', lost);
    this.client?.once('end', () => lost(new Error('the lock connection ended')));
    this.watch = setInterval(() => {
      this.client?.query('select 1').catch(lost);
    }, intervalMs);
    this.watch.unref();
  }

  /** Releases the lock by closing its connection. */
  async release(): Promise<void> {
    if (this.watch) clearInterval(this.watch);
    this.watch = undefined;
    const client = this.client;
    this.client = undefined;
    this.held = false;
    if (client) {
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({
      connectionString: this.url,
      application_name: this.applicationName.slice(0, 63),
      connectionTimeoutMillis: 5000,
    });
    // Until watchHeld listens, a dropped connection must not end the process.
    client.on('error', () => undefined);
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return client;
  }
}
