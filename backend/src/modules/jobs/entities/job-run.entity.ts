import { Entity, PrimaryColumn } from 'typeorm';
import { Col } from '../../../database/column-decorators';

/** One row per job and period: whoever inserts it first does the work. */
@Entity('job_runs')
export class JobRunEntity {
  @PrimaryColumn({ name: 'run_key', type: 'varchar', length: 191 })
  runKey!: string;

  @Col.ShortText(100) jobName!: string;

  @Col.Timestamp() startedAt!: Date;

  @Col.Timestamp({ nullable: true }) finishedAt!: Date | null;
}
