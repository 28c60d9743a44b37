// The file calls: an entity's upload (multipart, streamed) and a file or thumbnail served back, and
// the same for the field app's inspection photos.
// Fastify prefers these routes to the entities' wildcard (app.ts).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { success } from '../http/envelope.js';
import { pickLanguage } from '../http/i18n.js';
import type { FileServices } from './caller.js';
import { serveFile } from './serve.js';
import { upload } from './upload.js';
import { servePhoto, uploadPhoto } from './inspection-photos.js';

export async function serveFileCalls(app: FastifyInstance, prefix: string, services: FileServices, tracked: <T>(work: Promise<T>) => Promise<T>): Promise<void> {
  // Multipart bodies reach the upload alone: every other call refuses them as before.
  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(`${prefix}/operate/entity/:name/file-upload`, async (request) => success(await tracked(upload(request, services)), pickLanguage(request.headers['accept-language'])));
    scope.post(`${prefix}/operate/app/photo-upload`, async (request) => success(await tracked(uploadPhoto(request, services)), pickLanguage(request.headers['accept-language'])));
  });
  app.get(`${prefix}/operate/entity/:name/file`, (request, reply) => tracked(serveFile(request, reply, services)));
  app.get(`${prefix}/operate/standing/inspection-photo`, (request, reply) => tracked(servePhoto(request, reply, services)));
}
