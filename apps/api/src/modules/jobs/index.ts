export { enqueue, type JobName, type JobPayloads, runDueJobs, startWorker } from './queue';
