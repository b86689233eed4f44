import { JOB_NAMES, JobRegistry } from './job-registry';

describe('JobRegistry', () => {
  const noWork = () => Promise.resolve(0);

  it('lets the app start once every job has its work', () => {
    const registry = new JobRegistry();
    for (const job of JOB_NAMES) registry.register(job, noWork);
    expect(() => registry.onApplicationBootstrap()).not.toThrow();
    expect(registry.workOf('backup')).toBe(noWork);
  });

  it('stops the start naming a job no module registered', () => {
    const registry = new JobRegistry();
    for (const job of JOB_NAMES.filter((name) => name !== 'retention' && name !== 'backup'))
      registry.register(job, noWork);
    expect(() => registry.onApplicationBootstrap()).toThrow('Nicht registrierte Jobs: retention, backup.');
  });

  it('refuses a second registration of the same job', () => {
    const registry = new JobRegistry();
    registry.register('backup', noWork);
    expect(() => registry.register('backup', noWork)).toThrow('Job backup ist schon registriert.');
  });
});
