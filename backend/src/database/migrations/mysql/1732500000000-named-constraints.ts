import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every foreign key: table, name, column, parent table, ON DELETE. */
const FOREIGN_KEYS: [string, string, string, string, string][] = [
  ['provider_categories', 'fk_pc_provider', 'provider_id', 'providers', 'CASCADE'],
  ['provider_categories', 'fk_pc_category', 'category_id', 'categories', 'RESTRICT'],
  ['inquiries', 'fk_inquiries_user', 'user_id', 'users', 'CASCADE'],
  ['inquiries', 'fk_inquiries_provider', 'anbieter_id', 'providers', 'CASCADE'],
  ['reviews', 'fk_reviews_provider', 'anbieter_id', 'providers', 'CASCADE'],
  ['reviews', 'fk_reviews_user', 'user_id', 'users', 'CASCADE'],
  ['reviews', 'fk_reviews_inquiry', 'inquiry_id', 'inquiries', 'SET NULL'],
  ['renewal_requests', 'fk_renewal_provider', 'anbieter_id', 'providers', 'SET NULL'],
];

/**
 * States ON UPDATE RESTRICT on every foreign key, as SQLite's rebuild at this version does:
 * left out, MariaDB reports RESTRICT and MySQL 8 NO ACTION, and the entities can describe only
 * one. Ids never change, so behaviour stays the same. Same timestamp as the SQLite migration,
 * so both engines share schema versions (which name a backup's schema).
 */
export class NamedConstraintsMysql1732500000000 implements MigrationInterface {
  name = 'NamedConstraintsMysql1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.setOnUpdate(queryRunner, 'ON UPDATE RESTRICT');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.setOnUpdate(queryRunner, '');
  }

  private async setOnUpdate(queryRunner: QueryRunner, onUpdate: string): Promise<void> {
    for (const [table, name, column, parent, onDelete] of FOREIGN_KEYS) {
      await queryRunner.query(`ALTER TABLE ${table} DROP FOREIGN KEY ${name}`);
      await queryRunner.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${name} FOREIGN KEY (${column}) REFERENCES ${parent} (id) ON DELETE ${onDelete} ${onUpdate}`,
      );
    }
  }
}
