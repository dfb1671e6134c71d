// What the measuring scripts (benches, page weight) share on the command line: `--name value`
// arguments and the demo server they start (scripts/serve.mjs, plain JS without types).

/** The value after `--name`, if given. */
export const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/** A running demo server. */
export interface Served {
  url: string;
  close(): Promise<void> | void;
}
