/** The benchmark scripts' command line: `--name value` options and `--flag` switches. */
const args = process.argv.slice(2);

/** The value after `--name`, or `fallback` when the option is not given. */
export function option(name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
}

/** Whether `--name` is given. */
export const flag = (name) => args.includes(`--${name}`);
