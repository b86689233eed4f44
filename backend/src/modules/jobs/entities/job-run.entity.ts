import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per job and period: whoever inserts it first does the work. */
@Entity('job_runs')
export class JobRunEntity {
  @PrimaryColumn({ name: 'run_key', type: 'varchar', length: 191 })
  runKey!: string;

  @Column({ name: 'job_name', type: 'varchar', length: 100 })
  jobName!: string;

  @Column({ name: 'started_at', type: 'datetime' })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'datetime', nullable: true })
  finishedAt!: Date | null;
}
