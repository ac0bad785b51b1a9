import type { TestEnv } from '../test/helpers/env';
import type { TenantSession } from '../test/helpers/tenant';

/**
 * What every benchmark gets: a real running stack (fresh database, Temporal, sandboxes, API, worker)
 * and a way to make a fresh tenant. Benchmarks seed big data with SQL, not through the API.
 */
export interface BenchContext {
  env: TestEnv;
  createTenant(): Promise<TenantSession>;
  /** Adds credits to a tenant through the ledger. */
  creditTenant(tenantId: number, channel: 'sms' | 'chat', amount: number): Promise<void>;
}

export type Figures = Record<string, string | number>;

export interface BenchResult {
  name: string;
  /** Measured figures, printed beside the target. */
  figures: Figures;
  /** What the figure is compared with, measured in the same run (absolute numbers move with the machine's load). */
  baseline?: { name: string; figures: Figures };
  /** The figure as a share of its baseline, e.g. `34 % of bare node:http`. */
  ratio?: string;
  target: string;
  pass: boolean;
}

/** A benchmark module exports `run`; bench/run.ts lists them. One run may yield several results. */
export type Benchmark = (ctx: BenchContext) => Promise<BenchResult | BenchResult[]>;
