import type { Media, MediaList } from '../schemas';
import { apiSlice } from '@mwangaza/shared';
import type { ListArgs, MessageResult } from '../api/content-api';
import { byId, cleanParams, itemTags, listTags } from '../api/tags';
import type { UploadProgress } from '../api/xhr-fetch';

/** Encoding AVIF variants of a large photo takes a while on a small server: more than the usual 10 s. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadMediaArgs {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}
export interface UploadMediaResult {
  media: Media;
  uploaded: Media[];
}

/** The media library (staff): one file per upload call, so the console can show progress per file. */
export const mediaApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMedia: build.query<MediaList, ListArgs | void>({
      query: (args) => ({ url: '/media', params: cleanParams(args) }),
      providesTags: (result) => listTags('Media', result?.media),
    }),
    uploadMedia: build.mutation<UploadMediaResult, UploadMediaArgs>({
      query: ({ file, onProgress }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return {
          url: '/media',
          method: 'POST',
          body,
          timeout: UPLOAD_TIMEOUT_MS,
          onUploadProgress: onProgress,
        };
      },
      invalidatesTags: [{ type: 'Media', id: 'LIST' }],
    }),
    updateMediaAlt: build.mutation<{ media: Media }, { id: string; alt: string }>({
      query: ({ id, alt }) => ({ url: byId('media', id), method: 'PATCH', body: { alt } }),
      // Content embeds the alt text of its images.
      invalidatesTags: (_result, _error, { id }) => [
        ...itemTags('Media', id),
        'CaseStudy',
        'Service',
        'CultureItem',
      ],
    }),
    deleteMedia: build.mutation<MessageResult, string>({
      query: (id) => ({ url: byId('media', id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => itemTags('Media', id),
    }),
  }),
});

export const { useGetMediaQuery, useUploadMediaMutation, useUpdateMediaAltMutation, useDeleteMediaMutation } =
  mediaApi;
export type { UploadProgress };
