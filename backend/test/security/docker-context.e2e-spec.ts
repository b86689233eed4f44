import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What `docker build` sends to the daemon must not carry secrets or data (security finding 6). */
describe('security: the Docker build context', () => {
  const rules = readFileSync(join(__dirname, '..', '..', '..', '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it.each(['.env', '**/.env', '.env.*', 'data', '*.sqlite', 'backups', '**/node_modules'])(
    'leaves out %s',
    (rule) => {
      expect(rules).toContain(rule);
    },
  );

  it('keeps the documented example', () => {
    expect(rules).toContain('!.env.example');
  });
});
