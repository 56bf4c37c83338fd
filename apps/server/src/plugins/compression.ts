import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * brotli or gzip for answers over 1 KiB when the client asks for it. Brotli at quality 5: on-the-fly
 * compression at the default 11 costs more CPU than it saves on the wire.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Request bodies are decompressed only where one is read: Fastify never parses the body of a GET
  // or HEAD, so the plugin's decompression step there would only cost every such request a hook.
  // Added before the plugin, whose own onRoute hook reads `decompress`.
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    if (route.decompress === undefined && methods.every((m) => m === 'GET' || m === 'HEAD')) route.decompress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
