import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose, { type Connection } from 'mongoose';

export interface StoredFile {
  /** A file in GridFS. */
  _id?: mongoose.mongo.ObjectId;
  /** A file the release ships (the site's own pictures): where it is on disk. */
  path?: string;
  length: number;
  uploadDate: Date;
  filename: string;
  metadata?: { mediaId?: string; contentType?: string };
}

/** Where the library finds the files it does not hold in GridFS (the release's own pictures). */
export interface ShippedFiles {
  find(mediaId: string, file: string): Promise<StoredFile | undefined>;
}

/**
 * The library's bytes in GridFS (bucket `media`) through the driver mongoose itself uses: no extra service,
 * and every API instance reads the same files. A file is named `<mediaId>/<variant file>`.
 */
export class MediaStore {
  private readonly bucket: mongoose.mongo.GridFSBucket;
  private shipped: ShippedFiles | undefined;

  constructor(connection: Connection) {
    if (!connection.db) throw new Error('MediaStore needs an open connection');
    this.bucket = new mongoose.mongo.GridFSBucket(connection.db, { bucketName: 'media' });
  }

  async put(mediaId: string, file: string, data: Buffer, contentType: string): Promise<void> {
    const upload = this.bucket.openUploadStream(`${mediaId}/${file}`, { metadata: { mediaId, contentType } });
    await pipeline(Readable.from([data]), upload);
  }

  /** The release's own pictures: files the library serves from disk (see ShippedPictures). */
  useShippedFiles(shipped: ShippedFiles): void {
    this.shipped = shipped;
  }

  async find(mediaId: string, file: string): Promise<StoredFile | undefined> {
    const [found] = await this.bucket
      .find({ filename: `${mediaId}/${file}` })
      .limit(1)
      .toArray();
    return (found as StoredFile | undefined) ?? this.shipped?.find(mediaId, file);
  }

  /** `end` is exclusive, as the driver takes it. */
  open(file: StoredFile, range?: { start: number; end: number }): Readable {
    if (file.path)
      return createReadStream(file.path, range ? { start: range.start, end: range.end - 1 } : {});
    return this.bucket.openDownloadStream(file._id!, range);
  }

  /** Every file of one media item (variants of a failed upload included). */
  async removeAll(mediaId: string): Promise<void> {
    const files = await this.bucket.find({ 'metadata.mediaId': mediaId }).toArray();
    for (const file of files) await this.bucket.delete(file._id);
  }
}
