// A static file server for the built site, bound to 127.0.0.1 only.
// Usage: node tools/serve.mjs <folder> [port]   (port 0 picks a free one; the URL is printed)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { isMainModule } from './is-main.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', '.json': 'application/json', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.ts': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves `root` on 127.0.0.1:`port`; `prefix` (e.g. '/games/sudoku') mounts it on a sub-path;
 * `types` maps extensions to content types; `headers` are sent with every file (e.g. a
 * Content-Security-Policy).
 */
export function serve(root, { port = 0, prefix = '', types = TYPES, headers = {} } = {}) {
  const base = resolve(root);
  const server = createServer(async (request, response) => {
    try {
      let path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
      if (!path.startsWith(prefix + '/')) throw new Error('outside prefix');
      path = normalize(path.slice(prefix.length));
      let file = join(base, path);
      if (!file.startsWith(base)) throw new Error('outside root');
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      response.writeHead(200, { ...headers, 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

if (isMainModule(import.meta.url)) {
  const [root = 'dist', port = '8080'] = process.argv.slice(2);
  try {
    const server = await serve(root, { port: Number(port) });
    console.log(`serving ${root} at http://127.0.0.1:${server.address().port}/`);
  } catch (error) {
    // A port already taken is the usual failure: say what to do instead of a stack trace.
    const taken = error.code === 'EADDRINUSE';
    console.error(taken
      ? `tools/serve.mjs: port ${port} is in use (another server is running?); pick another: PORT=8081 tools/run.sh, or node tools/serve.mjs ${root} 8081`
      : `tools/serve.mjs: cannot serve ${root} on port ${port}: ${error.message}`);
    process.exit(1);
  }
}
