// The bench's load generator, in a process of its own (forked by bench/load.ts), so that sending
// requests and measuring them never shares an event loop with the server being measured. It takes
// one load at a time over IPC and answers autocannon's figures.
import autocannon from 'autocannon';
import type { LoadRequest, LoadResult } from './load.ts';

process.on('message', (message: LoadRequest) => {
  void (async () => {
    try {
      const result = await autocannon({
        url: message.url,
        method: message.method,
        connections: message.connections,
        duration: message.seconds,
        headers: message.headers,
        ...(message.body === undefined ? {} : { body: message.body }),
      });
      const answer: LoadResult = {
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests: result.requests.total,
        failures: result.non2xx + result.errors + result.timeouts,
      };
      process.send?.({ ok: true, result: answer });
    } catch (error) {
      process.send?.({ ok: false, error: String(error) });
    }
  })();
});
