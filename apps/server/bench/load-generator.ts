/**
 * The bench's load generator, in a child process of its own (run.ts forks it once): the servers'
 * process then spends its CPU time only on the servers, so CPU per answered request can be read
 * from it, and no round pays for starting a load generator.
 */
import autocannon from 'autocannon';

export type LoadOrder = {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
};
export type LoadResult = { total: number; seconds: number; p99: number; errors: number };

process.on('message', (order: LoadOrder) => {
  void autocannon({ ...order, method: order.method as 'GET' }).then((result) =>
    process.send!({
      total: result.requests.total,
      seconds: result.duration,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
    } satisfies LoadResult),
  );
});
