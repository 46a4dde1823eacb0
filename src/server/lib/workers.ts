import cluster, { type Worker } from "node:cluster";
import type { Logger } from "@/server/lib/logger";

/** How long the workers get to finish their requests after SIGTERM before they are killed. */
const WORKERS_GRACE_MS = 15_000;
/** A worker that dies sooner than this after starting is replaced only after this delay (no tight crash loop). */
const RESTART_AFTER_MS = 1_000;

/**
 * The primary process of WEB_CONCURRENCY > 1: forks `count` workers that each run the whole server
 * on the shared port (node:cluster hands connections round-robin), restarts one that dies, and on
 * SIGTERM or SIGINT passes the signal on and exits once every worker has drained and stopped.
 * Every rule already holds across instances (decision 015), so workers share nothing but the port.
 */
export function runWorkers(count: number, logger: Logger): void {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };
  cluster.on("exit", (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info("all workers stopped");
        process.exit(0);
      }
      return;
    }
    logger.warn({ worker: worker.id, code, signal }, "a worker stopped; starting another");
    setTimeout(fork, lived < RESTART_AFTER_MS ? RESTART_AFTER_MS : 0);
  });
  for (let i = 0; i < count; i++) fork();
  logger.info({ workers: count }, "worker processes started");

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping the workers");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const force = setTimeout(() => {
      logger.warn("workers did not stop in time; exiting");
      process.exit(1);
    }, WORKERS_GRACE_MS);
    force.unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
