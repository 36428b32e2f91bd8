export {
  addJobsCall,
  enqueue,
  runDueJobs,
  startWorker,
  type TextJob,
  type Worker,
} from './queue';
export { probeQueue, type QueueStats, queueStats } from './queue.repo';
