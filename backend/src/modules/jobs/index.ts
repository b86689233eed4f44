/** The jobs module's public surface: the daily jobs and the run markers (also used by the seeds). */
export { JobsModule } from './jobs.module';
export { JOB_NAMES, ScheduledJobsService, type JobName, type JobResult } from './scheduled-jobs.service';
export { JobRunRepository, type JobRunSummary } from './job-run.repository';
export { JobRunEntity } from './entities/job-run.entity';
