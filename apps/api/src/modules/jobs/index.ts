export {
  addJobsCall,
  enqueue,
  runDueJobs,
  startWorker,
  type Worker,
} from './queue';
export { probeQueue, type QueueStats, queueStats } from './queue.repo';
