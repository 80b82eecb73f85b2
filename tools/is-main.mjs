// Whether a module is the script node was started with, for the scripts that are also imported
// (tools/serve.mjs, bench/size.mjs, ...). The path node was given is compared with the module's
// as real paths: a URL writes a space as %20, and a path through a symlink names the link, where
// node runs (and import.meta.url names) the file it leads to.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** True when `moduleUrl` (the module's import.meta.url) is the file of node's main script. */
export function isMainModule(moduleUrl) {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
