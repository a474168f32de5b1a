import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type AdminLoginMessage,
  type AdminPrivacyTemplate,
  adminLoginMessage,
  adminPrivacyTemplate,
  ErrorCode,
  newLoginMessage,
  newPrivacyTemplate,
} from '@area-clienti/contract';
import { z } from 'zod';
import {
  type DatabaseCommand,
  databaseCommand,
  listingCommand,
  type ToolDeps,
  UsageError,
} from './command.js';
import { cliActor } from './users.js';

/** What the commands of one kind of content (login messages, privacy template versions) need. */
interface Content<Input, View extends { id: number }> {
  noun: 'message' | 'template';
  /** The JSON file's schema: the admin API's body. */
  input: z.ZodType<Input>;
  view: z.ZodType<View>;
  admin(deps: ToolDeps): {
    list(): Promise<View[]>;
    create(actor: string, input: Input): Promise<View>;
    publish(actor: string, id: number): Promise<View>;
    withdraw(actor: string, id: number): Promise<View>;
  };
  /** One line for the agency: id, state, what it is. */
  describe(view: View): string;
  /** The codes creating one may fail with, and what each means. */
  createFailures: Failures<Input>;
  /** Publishing's own codes, beyond an unknown id or a state that does not allow it. */
  publishFailures?: Failures<{ id: number }>;
}

/** What each failure code means here, told the command's arguments. */
type Failures<Args> = Partial<Record<ErrorCode, (args: Args) => string>>;
const codesOf = (failures: Failures<never> = {}) => Object.keys(failures) as ErrorCode[];

const actor = z.string().min(1).max(100);
const rowId = z.number().int().positive().max(2_147_483_647);

/**
 * The JSON of the file named: read here, in the tool, since the server may run where the file is not. A
 * relative path is taken from where `npm run` was typed (INIT_CWD), not from the repository npm moves to.
 */
function readJsonFile(command: string, words: string[]): unknown {
  const [path] = words;
  if (words.length !== 1 || !path) throw new UsageError(`${command} takes one JSON file`);
  let text: string;
  try {
    text = readFileSync(resolve(process.env.INIT_CWD ?? '', path), 'utf8');
  } catch (error) {
    throw new UsageError(`${command}: cannot read ${path} (${(error as NodeJS.ErrnoException).code})`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`${command}: ${path} is not JSON`);
  }
}

function contentCommands<Input, View extends { id: number }>(
  content: Content<Input, View>,
): DatabaseCommand[] {
  const { noun, describe } = content;
  const Noun = noun === 'message' ? 'Message' : 'Template';
  const list = listingCommand({
    name: `${noun}s`,
    summary: `list the ${noun}s, newest first, drafts and withdrawn ones included`,
    result: z.object({ items: z.array(content.view) }),
    run: async (deps) => ({ items: await content.admin(deps).list() }),
    report: ({ items }) => ({ lines: items.length ? items.map(describe) : [`No ${noun}.`], exitCode: 0 }),
  });
  const create = databaseCommand({
    kind: 'database',
    name: `${noun}-create`,
    usage: `${noun}-create <file.json>`,
    summary: `write a ${noun} as a draft, from a JSON file (docs/operations.md)`,
    parse: (words) => ({ draft: readJsonFile(`${noun}-create`, words), actor: cliActor() }),
    args: z.object({ draft: content.input, actor }),
    result: z.object({ item: content.view }),
    errors: codesOf(content.createFailures),
    run: async (deps, args) => ({ item: await content.admin(deps).create(args.actor, args.draft) }),
    report: ({ item }) => ({
      lines: [
        `${Noun} written as a draft:`,
        describe(item),
        `Publish it: npm run ${noun}-publish -- ${item.id}`,
      ],
      exitCode: 0,
    }),
    explain: (code, args) => content.createFailures[code as ErrorCode]?.(args.draft),
  });
  const act = (verb: 'publish' | 'withdraw', summary: string, stateFailure: string) => {
    const failures: Failures<{ id: number }> = {
      [ErrorCode.NOT_FOUND]: ({ id }) => `No ${noun} has the id ${id}.`,
      [ErrorCode.CONTENT_STATE]: ({ id }) => `${Noun} ${id}: ${stateFailure}`,
      ...(verb === 'publish' ? content.publishFailures : {}),
    };
    return databaseCommand({
      kind: 'database',
      name: `${noun}-${verb}`,
      usage: `${noun}-${verb} <id>`,
      summary,
      parse(words) {
        const [id] = words;
        if (words.length !== 1 || !id || !/^\d{1,10}$/.test(id)) {
          throw new UsageError(`${noun}-${verb} takes one ${noun} id (npm run ${noun}s lists them)`);
        }
        return { id: Number(id), actor: cliActor() };
      },
      args: z.object({ id: rowId, actor }),
      result: z.object({ item: content.view }),
      errors: codesOf(failures),
      run: async (deps, args) => ({ item: await content.admin(deps)[verb](args.actor, args.id) }),
      report: ({ item }) => ({
        lines: [`${Noun} ${verb === 'publish' ? 'published' : 'withdrawn'}:`, describe(item)],
        exitCode: 0,
      }),
      explain: (code, args) => failures[code as ErrorCode]?.(args),
    });
  };
  return [
    list,
    create,
    act('publish', `publish a draft ${noun}`, 'only a draft can be published.'),
    act('withdraw', `withdraw a ${noun}, for good`, 'it is withdrawn already.'),
  ];
}

const day = (iso: string | null) => iso?.slice(0, 10) ?? '-';

/** Who a message is for, in a few words. */
const audienceOf = (m: AdminLoginMessage) =>
  m.audience === 'all'
    ? 'all clients'
    : m.filter
      ? `filter ${[m.filter.branch, m.filter.product].filter(Boolean).join(' + ')}`
      : `${m.recipients} client(s)`;

/** `npm run messages`, `message-create <file.json>`, `message-publish <id>`, `message-withdraw <id>`. */
export const messageCommands = contentCommands({
  noun: 'message',
  input: newLoginMessage,
  view: adminLoginMessage,
  admin: (deps) => deps.messages,
  describe: (m: AdminLoginMessage) =>
    `#${m.id}  ${m.state.padEnd(9)} ${audienceOf(m)}, ` +
    `${m.mostraSempre ? 'at every login' : 'once'}, published ${day(m.publishedAt)}, expires ` +
    `${day(m.expiresAt)}  "${m.titolo}"`,
  createFailures: {
    [ErrorCode.MESSAGE_UNKNOWN_RECIPIENT]: () =>
      'A user ID of the audience has no account: nothing was written.',
    [ErrorCode.MESSAGE_EMPTY]: () =>
      'Nothing is left of testo once the HTML a message may not hold is taken out.',
    [ErrorCode.MESSAGE_EXPIRED]: () => 'expiresAt is not in the future.',
    [ErrorCode.MESSAGE_UNKNOWN_BRANCH]: () =>
      "The audience's filter names a branch the feed does not have: nothing was written.",
  },
  publishFailures: {
    [ErrorCode.MESSAGE_EXPIRED]: ({ id }) =>
      `Message ${id} has expired: write it again with a later expiresAt.`,
  },
});

/** `npm run templates`, `template-create <file.json>`, `template-publish <id>`, `template-withdraw <id>`. */
export const templateCommands = contentCommands({
  noun: 'template',
  input: newPrivacyTemplate,
  view: adminPrivacyTemplate,
  admin: (deps) => deps.templates,
  describe: (t: AdminPrivacyTemplate) =>
    `#${t.id}  ${t.state.padEnd(9)} ${t.current ? 'in force' : '        '}  type ${t.type}  ${t.templateID}  ` +
    `${Object.keys(t.items).length} consent(s), published ${day(t.publishedAt)}`,
  createFailures: {
    [ErrorCode.TEMPLATE_DUPLICATE]: ({ type, templateID }) =>
      `Type ${type} has a version ${templateID} already.`,
  },
});
