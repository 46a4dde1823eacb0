// The few parts of autocannon's programmatic API that scripts/bench-api.ts uses (it ships no types).
declare module "autocannon" {
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Returns the request to send; `context` is kept per connection. */
    setupRequest?: (request: Record<string, unknown>, context: Record<string, unknown>) => Record<string, unknown>;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Total requests to send (instead of a duration). */
    amount?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  };
  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  /** The running benchmark: a promise of its result that also reports every response. */
  type Instance = Promise<Result> & {
    on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): Instance;
  };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
