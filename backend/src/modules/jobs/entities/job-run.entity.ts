import { Entity, PrimaryColumn } from 'typeorm';
import { ShortTextColumn, TimestampColumn } from '../../../database/column-decorators';

/** One row per job and period: whoever inserts it first does the work. */
@Entity('job_runs')
export class JobRunEntity {
  @PrimaryColumn({ name: 'run_key', type: 'varchar', length: 191 })
  runKey!: string;

  @ShortTextColumn(100) jobName!: string;

  @TimestampColumn() startedAt!: Date;

  @TimestampColumn({ nullable: true }) finishedAt!: Date | null;
}
