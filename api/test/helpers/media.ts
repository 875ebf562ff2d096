import { uploadForm, type UploadFile } from './images';
import type { SharedTestApp, TestApp } from './test-app';

/** What the media routes answer for one stored image. */
export interface Variant {
  format: string;
  width: number;
  height: number;
  url: string;
}
export interface MediaBody {
  id: string;
  filename: string;
  alt: string;
  width: number;
  height: number;
  url: string;
  variants: Variant[];
  usedBy?: { collection: string; id: string; title: string }[];
}

/** Uploads and file reads against one test app, signed in as its editor unless told otherwise. */
export function mediaClient(t: SharedTestApp) {
  async function upload(files: UploadFile[], token: string | null = t.tokens.editor, app: TestApp = t) {
    const response = await fetch(`${app.baseUrl}/api/media`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: uploadForm(files),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the envelope of whichever answer came back
    return { status: response.status, body: (await response.json()) as any };
  }

  async function uploadOne(file: UploadFile): Promise<MediaBody> {
    const { status, body } = await upload([file]);
    expect(status).toBe(201);
    return body.data.media as MediaBody;
  }

  const fetchFile = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${t.baseUrl}${url}`, { headers });

  return { upload, uploadOne, fetchFile };
}
