import { useCallback, useRef, useState } from 'react';
import { getErrorMessage, type Media } from '@mwangaza/shared';
import { useUploadMediaMutation } from '@mwangaza/shared/console';

export interface UploadItem {
  key: string;
  name: string;
  /** 0..1 of the bytes sent; the server then makes the variants before it answers. */
  progress: number;
  status: 'queued' | 'uploading' | 'processing' | 'done' | 'error';
  message?: string;
  media?: Media;
}

/** Two at a time: each upload shows its own progress and the server encodes one while the next is sent. */
const CONCURRENCY = 2;
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
export const ACCEPT = ACCEPTED_TYPES.join(',');

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;

let counter = 0;

/** Uploads files one request each (progress per file); the server checks the real type, we only the size. */
export function useMediaUploads({
  maxBytes,
  onUploaded,
}: {
  maxBytes?: number;
  onUploaded?: (media: Media) => void;
}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [upload] = useUploadMediaMutation();
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(0);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const pump = useCallback(() => {
    while (running.current < CONCURRENCY && queue.current.length) {
      const next = queue.current.shift();
      if (!next) break;
      running.current += 1;
      patch(next.key, { status: 'uploading' });
      upload({
        file: next.file,
        onProgress: ({ loaded, total }) => {
          const progress = total ? loaded / total : 0;
          patch(next.key, progress >= 1 ? { progress: 1, status: 'processing' } : { progress });
        },
      })
        .unwrap()
        .then(({ media }) => {
          patch(next.key, { status: 'done', progress: 1, media });
          onUploadedRef.current?.(media);
        })
        .catch((error: unknown) =>
          patch(next.key, { status: 'error', message: getErrorMessage(error, 'Upload failed') }),
        )
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  }, [patch, upload]);

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: UploadItem[] = [];
      for (const file of files) {
        const key = `upload-${++counter}`;
        if (maxBytes && file.size > maxBytes) {
          added.push({
            key,
            name: file.name,
            progress: 0,
            status: 'error',
            message: `File is too large: images up to ${sizeLabel(maxBytes)} are accepted`,
          });
          continue;
        }
        added.push({ key, name: file.name, progress: 0, status: 'queued' });
        queue.current.push({ key, file });
      }
      setItems((current) => [...added, ...current]);
      pump();
    },
    [maxBytes, pump],
  );

  const clearFinished = useCallback(
    () => setItems((current) => current.filter((item) => item.status !== 'done' && item.status !== 'error')),
    [],
  );

  return { items, add, clearFinished };
}
