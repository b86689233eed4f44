import { PrimaryGeneratedColumn } from 'typeorm';

/**
 * The auto-increment `id` that every table with rows of its own starts with, declared once
 * (link tables keyed by their foreign keys do without it).
 */
export abstract class WithGeneratedId {
  @PrimaryGeneratedColumn()
  id!: number;
}
