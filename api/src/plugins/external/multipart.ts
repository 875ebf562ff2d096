import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** Upper bound on files in one upload request (the console sends one per request, with progress each). */
export const MAX_FILES_PER_REQUEST = 10;

/** multipart/form-data for media uploads; files are read part by part, each capped at MEDIA_MAX_BYTES. */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: app.config.mediaMaxBytes,
        files: MAX_FILES_PER_REQUEST,
        fields: 10,
        fieldSize: 1024,
        parts: 30,
      },
    });
  },
  { name: 'multipart', dependencies: ['config'] },
);
