// Shared helpers for the package tests: install the packed tarball (tools/pack.sh) into a fresh
// temporary folder, exactly as a user would, and load it from there, never from the source tree.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { name, version } = JSON.parse(readFileSync(join(ROOT, 'wasm/package.json'), 'utf8'));
export const PACKAGE = name;
export const TARBALL = process.env.SUDOKU_TARBALL ?? join(ROOT, 'build', `${name}-${version}.tgz`);
export const EXAMPLE = join(ROOT, 'examples/embed');

/**
 * Installs the tarball into a new temporary folder. Returns { dir, packageDir, url(file) (a file:
 * URL inside the installed package), run(code) (node -e in that folder, stdout), remove() }.
 */
export async function installPackage() {
  if (!existsSync(TARBALL)) throw new Error(`${TARBALL} is missing: run tools/pack.sh first`);
  const dir = await mkdtemp(join(tmpdir(), 'sudoku-package-'));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--silent', TARBALL], { cwd: dir, stdio: 'pipe' });
  const packageDir = join(dir, 'node_modules', name);
  return {
    dir,
    packageDir,
    url: (file) => pathToFileURL(join(packageDir, file)).href,
    run: (code, args = []) => execFileSync(process.execPath, [...args, '-e', code], { cwd: dir, encoding: 'utf8' }),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

const C16 = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
export const CASES = {
  C16,
  C16_SOLUTION: '534678912672195348198342567859761423426853791713924856961537284287419635345286179',
  C16_NUMBERS: Array.from(C16, (c) => (c === '.' ? 0 : Number(c))),
};

export { solves } from '../rules.mjs';
