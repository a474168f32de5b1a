/**
 * What of an unexpected error may reach the log: Drizzle puts the query's parameters in its message,
 * and those can be password hashes, token hashes or personal data.
 */
export function redactedForLog(error: unknown): Record<string, unknown> {
  const describe = (e: unknown) => {
    const candidate = (e ?? {}) as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown };
    const message = typeof candidate.message === 'string' ? candidate.message : String(e);
    return {
      name: candidate.name,
      code: candidate.code,
      message: message.replace(/params:[\s\S]*$/, 'params: [redacted]'),
    };
  };
  const cause = (error as { cause?: unknown } | null)?.cause;
  const stack =
    typeof (error as { stack?: unknown })?.stack === 'string' ? (error as Error).stack : undefined;
  return {
    ...describe(error),
    ...(cause ? { cause: describe(cause) } : {}),
    stack: stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}
