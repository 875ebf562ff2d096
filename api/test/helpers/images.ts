import sharp from 'sharp';

/** A phone camera's GPS position (Nairobi) as EXIF's IFD3: the metadata an upload must lose. */
export const NAIROBI_GPS_EXIF = {
  GPSLatitudeRef: 'S',
  GPSLatitude: '1/1 17/1 0/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '36/1 49/1 0/1',
};

/** A JPEG with camera EXIF and a GPS position (Nairobi), as a phone would upload. */
export function jpegWithGps(width = 1000, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a7f62' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'LeakyCam', Model: 'GPS-9000' }, IFD3: NAIROBI_GPS_EXIF })
    .toBuffer();
}

export function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** Random pixels compress badly: a file of a predictable, large size. */
export function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer();
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

export interface UploadFile {
  name: string;
  data: Buffer;
  type?: string;
}

/** multipart/form-data body with one `file` part per file. */
export function uploadForm(files: UploadFile[]): FormData {
  const form = new FormData();
  for (const file of files) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}
