/**
 * What operators read at GET /metrics (Prometheus text format, prom-client): request durations
 * per route and status, the job queue (depth, oldest job, failures per kind), open live streams,
 * database pool use, page and API cache hits, and the process's own metrics. Each app has its own
 * registry (tests build several apps in one process).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type JobStats = {
  kind: string;
  waiting: number;
  retrying: number;
  dead: number;
  oldestSeconds: number | null;
}[];
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

/** Where the gauges read their values at scrape time (set once the parts exist). */
export type MetricSources = {
  jobs?: () => Promise<JobStats>;
  liveStreams?: () => number;
  pool?: () => PoolStats;
};

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const sources: MetricSources = {};
  const registers = [registry];

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const jobRuns = new Counter({
    name: 'jobs_finished_total',
    help: 'Job attempts finished, by kind and outcome (done, retry, dead)',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'jobs_failures_total',
    help: 'Failed job attempts by kind (retried or dead)',
    labelNames: ['kind'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time one job attempt took, by kind',
    labelNames: ['kind'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60],
    registers,
  });
  const cacheLookups = new Counter({
    name: 'cache_lookups_total',
    help: 'Page and API cache lookups by cache (page, api) and result (hit, miss, stale)',
    labelNames: ['cache', 'result'] as const,
    registers,
  });

  // Read when scraped: the queue from the database, the rest from this process.
  let jobStats: Promise<JobStats> | undefined;
  const readJobs = () =>
    (jobStats ??= (sources.jobs?.() ?? Promise.resolve([])).finally(() => setTimeout(() => (jobStats = undefined), 0)));
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Jobs waiting to run or running, by kind',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      this.reset();
      for (const s of await readJobs()) this.set({ kind: s.kind }, s.waiting);
    },
  });
  new Gauge({
    name: 'jobs_oldest_age_seconds',
    help: 'Age of the oldest job still waiting or running, by kind',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      this.reset();
      for (const s of await readJobs()) if (s.oldestSeconds !== null) this.set({ kind: s.kind }, s.oldestSeconds);
    },
  });
  new Gauge({
    name: 'jobs_dead',
    help: 'Jobs out of attempts, waiting for staff to retry or discard them, by kind',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      this.reset();
      for (const s of await readJobs()) this.set({ kind: s.kind }, s.dead);
    },
  });
  new Gauge({
    name: 'live_streams_open',
    help: 'Live-channel streams (server-sent events) open in this process',
    registers,
    collect() {
      this.set(sources.liveStreams?.() ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this process by state (total, idle, waiting requests, max); the embedded database has one',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const p = sources.pool?.();
      if (!p) return;
      this.set({ state: 'total' }, p.total);
      this.set({ state: 'idle' }, p.idle);
      this.set({ state: 'waiting' }, p.waiting);
      this.set({ state: 'max' }, p.max);
    },
  });
  new Gauge({
    name: 'cache_hit_ratio',
    help: 'Share of page and API cache lookups answered from the cache since start, by cache',
    labelNames: ['cache'] as const,
    registers,
    async collect() {
      this.reset();
      const m = await cacheLookups.get();
      const per = new Map<string, { hit: number; all: number }>();
      for (const v of m.values) {
        const c = String(v.labels.cache);
        const e = per.get(c) ?? { hit: 0, all: 0 };
        e.all += v.value;
        if (v.labels.result === 'hit' || v.labels.result === 'stale') e.hit += v.value;
        per.set(c, e);
      }
      for (const [cache, e] of per) if (e.all) this.set({ cache }, e.hit / e.all);
    },
  });

  return {
    registry,
    sources,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      httpDuration.observe({ method, route, status: String(status) }, seconds);
    },
    observeJob(kind: string, outcome: 'done' | 'retry' | 'dead', seconds: number) {
      jobRuns.inc({ kind, outcome });
      if (outcome !== 'done') jobFailures.inc({ kind });
      if (seconds > 0) jobDuration.observe({ kind }, seconds);
    },
    observeCache(cache: 'page' | 'api', result: string) {
      cacheLookups.inc({ cache, result });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
