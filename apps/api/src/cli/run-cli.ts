/**
 * What every command in cli/ does around its own work: read its arguments (node:util parseArgs),
 * answer --help, turn a mistake in how it was typed into one line and an exit code, read the
 * server's configuration from the caller's folder, print a failure as one line without secrets,
 * and end the process with the command's exit code.
 */
import { existsSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.js';

/** A command typed wrong: its message is printed as it is, and the command ends with its usage exit code. */
export class UsageError extends Error {}

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

type Parsed<O extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<{ options: O; allowPositionals: true }>>;

export type CliSpec<O extends ParseArgsOptionsConfig> = {
  /** How the command is typed, after "Usage: " (e.g. `npm run db:backup -- FILE [--force]`). */
  usage?: string;
  /** Its flags. Without them (and without `usage`), the command reads no arguments at all. */
  options?: O;
  /** Whether it takes words that are not flags (FILE, EMAIL); without, such a word is refused. */
  positionals?: boolean;
  /** false: flags it does not know are ignored instead of refused. */
  strict?: boolean;
  /** The text --help prints under the usage line; without it there is no --help. */
  help?: string;
  /** The exit code of a command typed wrong (2 unless the command has always answered otherwise). */
  usageExitCode?: number;
  /**
   * The words a failure is printed after (`Backup failed`): one line on stderr, a configuration
   * error's variables on that line, DATABASE_URL masked; exit code 1. Without them an error is
   * thrown on, and Node prints it with its stack (exit code 1 as well).
   */
  failure?: string;
};

export type Cli<O extends ParseArgsOptionsConfig> = {
  values: Parsed<O>['values'];
  positionals: string[];
  /** The error for a command typed wrong: "Usage: …   (hint; --help for more)". */
  usage: (hint: string) => UsageError;
};

/**
 * The server's configuration, with relative paths read from the caller's folder. The CLIs
 * (`npm run db:migrate`, `db:seed`, `staff:add`, `db:backup`, `db:restore`) run in apps/api;
 * relative paths (FILE, DATA_DIR, the default ./data) mean the folder the command was typed in,
 * which npm passes as INIT_CWD: from the repository root that is the same ./data as `npm start`.
 */
export function callersConfig(): Config {
  const from = process.env.INIT_CWD;
  if (from && existsSync(from)) process.chdir(from);
  return loadConfig();
}

/** The URL with its password replaced by ***, for messages (also a `password=` parameter). */
export function maskUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    if (u.searchParams.has('password')) u.searchParams.set('password', '***');
    return u.toString();
  } catch {
    return url.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1***@').replace(/(password=)[^&]*/gi, '$1***');
  }
}

/** A failure in one line, without secrets: a configuration error lists its variables on one line; anything else says what broke. */
function oneLine(e: unknown): string {
  const message = e instanceof ConfigError ? e.message.replace(/\n\s*/g, ' ') : String((e as Error)?.message ?? e);
  const url = process.env.DATABASE_URL;
  return url ? message.split(url).join(maskUrl(url)) : message;
}

/**
 * Runs `main` as the whole command and ends the process with its exit code (what main returns, 0
 * when nothing). Use as the entry's only top-level statement: `await runCli({ … }, async (cli) => …)`.
 */
export async function runCli<O extends ParseArgsOptionsConfig = Record<never, never>>(
  spec: CliSpec<O>,
  main: (cli: Cli<O>) => Promise<number | void>,
): Promise<never> {
  const usageExitCode = spec.usageExitCode ?? 2;
  const moreHelp = spec.help ? '; --help for more' : '';
  const reads = spec.options !== undefined || spec.usage !== undefined;
  let code: number;
  try {
    let parsed;
    try {
      parsed = parseArgs({
        args: reads ? process.argv.slice(2) : [],
        options: { ...spec.options, ...(spec.help ? { help: { type: 'boolean' } } : {}) } as O,
        allowPositionals: spec.positionals ?? false,
        strict: spec.strict ?? true,
      });
    } catch (e) {
      if (!spec.usage) throw e;
      throw new UsageError(`${(e as Error).message}. Usage: ${spec.usage}${spec.help ? ' (--help for more)' : ''}`);
    }
    if (spec.help && (parsed.values as { help?: boolean }).help) {
      console.log(`Usage: ${spec.usage}\n\n${spec.help}`);
      code = 0;
    } else {
      const cli: Cli<O> = {
        values: parsed.values as Parsed<O>['values'],
        positionals: parsed.positionals,
        usage: (hint) => new UsageError(`Usage: ${spec.usage}   (${hint}${moreHelp})`),
      };
      code = (await main(cli)) ?? 0;
    }
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(e.message);
      code = usageExitCode;
    } else if (spec.failure) {
      console.error(`${spec.failure}: ${oneLine(e)}`);
      code = 1;
    } else throw e;
  }
  process.exit(code);
}
