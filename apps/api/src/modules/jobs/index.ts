export {
  addJobsCall,
  enqueue,
  enqueueAll,
  type JobName,
  type JobPayloads,
  runDueJobs,
  startWorker,
  type Worker,
} from './queue';
