export {
  addJobsCall,
  enqueue,
  runDueJobs,
  startWorker,
  type Worker,
} from './queue';
