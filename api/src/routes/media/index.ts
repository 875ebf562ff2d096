import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CONTENT_WRITER_ROLES,
  Envelope,
  IdParams,
  Media,
  MediaFileParams,
  MediaList,
  MediaListQuery,
  UpdateMedia,
} from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { done, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { MEDIA_MESSAGES, type MediaService, type Upload } from '../../plugins/app/media/media-service';
import { sendMediaFile } from '../../plugins/app/media/send-media-file';
import { bearer, guardedRoute } from '../signed-in-account';

const MediaEnvelope = Envelope(Type.Object({ media: Media }));
const UploadEnvelope = Envelope(Type.Object({ media: Media, uploaded: Type.Array(Media) }));
/** For the OpenAPI document only: multipart bodies are read part by part by the handler, not validated here. */
const UploadBody = Type.Object({
  file: Type.Array(Type.String({ format: 'binary' }), {
    description: 'One or more image files (JPEG, PNG, WebP, AVIF)',
  }),
});
const config = { notFoundMessage: MEDIA_MESSAGES.notFound };

/**
 * Every file of an upload, each type-checked as it arrives, before any is processed: a bad file refuses the
 * whole request. A body the multipart parser cannot read (no boundary, cut short) is the client's error.
 */
async function readUploads(request: FastifyRequest, media: MediaService): Promise<Upload[]> {
  const uploads: Upload[] = [];
  try {
    for await (const part of request.files()) {
      const upload = { filename: part.filename, data: await part.toBuffer() };
      media.assertAcceptable(upload);
      uploads.push(upload);
    }
  } catch (error) {
    // Our refusals (415) and the multipart plugin's own (limits: 413) keep their status.
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw new HttpError(400, 'The upload could not be read: send the images as multipart/form-data');
  }
  return uploads;
}

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const media = app.media;
  const writers = app.authorize(CONTENT_WRITER_ROLES);
  const tags = ['media'];

  app.post(
    '/',
    {
      onRequest: writers,
      // The multipart stream is consumed by the handler; the body schema documents it.
      validatorCompiler: () => () => true,
      schema: {
        tags,
        summary: 'Upload images',
        description:
          'multipart/form-data with one or more files. The type is read from the bytes (JPEG, PNG, WebP, AVIF; SVG ' +
          `and anything else answer 415), each file at most MEDIA_MAX_BYTES (413). Metadata (EXIF, GPS) is removed; ` +
          'AVIF and WebP variants are made at up to 4 widths. `media` is the first file, `uploaded` all of them.',
        consumes: ['multipart/form-data'],
        security: bearer,
        body: UploadBody,
        response: { 201: UploadEnvelope },
      },
    },
    async (request, reply) => {
      const uploads = await readUploads(request, media);
      const uploaded: Media[] = [];
      for (const upload of uploads) uploaded.push(await media.upload(upload, request.account?.user.id));
      const [first] = uploaded;
      if (!first) throw new HttpError(400, 'Choose at least one image to upload');
      const message =
        uploaded.length === 1
          ? 'Image uploaded successfully'
          : `${uploaded.length} images uploaded successfully`;
      return reply.code(201).send(ok(message, { media: first, uploaded }));
    },
  );

  app.get(
    '/',
    guardedRoute(writers, {
      tags,
      summary: 'List the library (search on file name and alt text)',
      querystring: MediaListQuery,
      response: { 200: Envelope(MediaList) },
    }),
    async (request) => {
      const { items, pagination } = await media.list(request.query);
      return ok('Media retrieved successfully', {
        media: items,
        pagination,
        maxBytes: app.config.mediaMaxBytes,
      });
    },
  );

  app.get(
    '/:id',
    guardedRoute(
      writers,
      {
        tags,
        summary: 'Get one image with where it is used',
        params: IdParams,
        response: { 200: MediaEnvelope },
      },
      config,
    ),
    async (request) => ok('Media retrieved successfully', { media: await media.get(request.params.id) }),
  );

  app.patch(
    '/:id',
    guardedRoute(
      writers,
      {
        tags,
        summary: 'Set the alt text',
        params: IdParams,
        body: UpdateMedia,
        response: { 200: MediaEnvelope },
      },
      config,
    ),
    async (request) =>
      ok('Alt text saved', { media: await media.updateAlt(request.params.id, request.body.alt) }),
  );

  app.delete(
    '/:id',
    guardedRoute(
      writers,
      {
        tags,
        summary: 'Delete an image (409 while a case study, service or culture item uses it)',
        params: IdParams,
      },
      config,
    ),
    async (request) => {
      await media.remove(request.params.id);
      return done('Image deleted successfully');
    },
  );

  app.get(
    '/:id/:file',
    {
      config: { notFoundMessage: MEDIA_MESSAGES.notFound },
      schema: {
        tags,
        summary: 'An image variant (public, immutable, ETag/Last-Modified, byte ranges)',
        params: MediaFileParams,
        produces: ['image/avif', 'image/webp', 'image/jpeg', 'image/png'],
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const stored = await media.store.find(id, file);
      if (!stored) throw new HttpError(404, MEDIA_MESSAGES.notFound);
      return sendMediaFile(request, reply, media.store, stored, file);
    },
  );
};

export default mediaRoutes;
