import {
  NativeConnection,
  Worker,
  type WorkflowBundleOption,
  type WorkflowBundleWithSourceMap,
} from '@temporalio/worker';
import { createActivities, type ActivityDeps } from '../activities';
import { workflowBundleFile } from './workflow-bundle';

export interface WorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  /** Prebuilt bundle; default: the one `npm run build` wrote, else the worker bundles workflows/ itself. */
  workflowBundle?: WorkflowBundleWithSourceMap;
}

/** The worker used by `npm run worker`, `npm start` and the tests alike. */
export function createWorker(deps: ActivityDeps, options: WorkerOptions): Promise<Worker> {
  return Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    ...withWorkflows(options.workflowBundle ?? bundleAt(workflowBundleFile())),
    activities: createActivities(deps),
    // Set explicitly: the heap-derived default can exhaust memory with many cached runs (sdk-typescript#2227).
    maxCachedWorkflows: 500,
    maxConcurrentActivityTaskExecutions: 50,
    shutdownGraceTime: '10 seconds',
  });
}

/**
 * The prebuilt bundle by its path: the SDK reads it and keeps that one copy of its text. Given as code, the SDK
 * keeps the string it was given and a second copy with its source map's file name set to a path.
 */
const bundleAt = (codePath: string | undefined): WorkflowBundleOption | undefined =>
  codePath ? { codePath } : undefined;

const withWorkflows = (bundle: WorkflowBundleOption | undefined) =>
  bundle ? { workflowBundle: bundle } : { workflowsPath: require.resolve('../workflows') };
