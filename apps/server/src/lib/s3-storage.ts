import type { Readable } from 'node:stream';
// The SDK is imported when a bucket is opened, not with this module: the server's build bundles this file
// into server.mjs, where a static import of an external package is hoisted to the top and loaded at start
// (the S3 SDK's modules are about 10 MB of the server's memory where no bucket is configured).
import type { S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, type ByteRange, type FileStorage, type StoredObject } from './storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** an S3-compatible endpoint (MinIO, R2, Ceph…); unset for AWS itself */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** most S3-compatible stores want path-style addresses (endpoint/bucket/key) */
  forcePathStyle: boolean;
  /** where browsers fetch files from (a CDN or the bucket's public origin); unset: the server proxies /media */
  publicUrl?: string;
  /** a folder inside the bucket, so one bucket can serve several sites */
  prefix?: string;
}

/** Uploads in an S3-compatible bucket, so any number of server processes share them. */
type Sdk = typeof import('@aws-sdk/client-s3');

export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  /** Loads the S3 SDK and opens the bucket's client. */
  static async open(options: S3Options): Promise<S3Storage> {
    return new S3Storage(await import('@aws-sdk/client-s3'), options);
  }

  private constructor(
    private readonly sdk: Sdk,
    private readonly options: S3Options,
  ) {
    this.client = new sdk.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.options.prefix ? `${this.options.prefix.replace(/\/+$/, '')}/${key}` : key;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: contentType,
        // keys are random and never reused, so a stored file never changes
        CacheControl: 'public, max-age=31536000, immutable',
        ContentDisposition: key.startsWith('files/') ? 'attachment' : undefined,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new this.sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
  }

  /** The object's bytes for the server's own use (generated cards); null when it does not exist. */
  read(key: string): Promise<StoredObject | null> {
    return this.get(key);
  }

  /** The object's bytes (or one range of them) for the /media proxy; null when it does not exist. */
  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(
        new this.sdk.GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
      return {
        body: out.Body as Readable,
        contentType: out.ContentType,
        contentLength: out.ContentLength,
        contentRange: out.ContentRange,
      };
    } catch (error) {
      if (error instanceof this.sdk.NoSuchKey) return null;
      if (error instanceof this.sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  /** Whether the object is stored (HEAD, no bytes read). */
  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new this.sdk.HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      );
      return true;
    } catch (error) {
      if (error instanceof this.sdk.NotFound || error instanceof this.sdk.NoSuchKey) return false;
      if (error instanceof this.sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)
        return false;
      throw error;
    }
  }

  /** Every key under the site's prefix, a page of up to 1 000 at a time. */
  async *list(): AsyncIterable<string> {
    const prefix = this.options.prefix ? `${this.options.prefix.replace(/\/+$/, '')}/` : '';
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield object.Key.slice(prefix.length);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  url(key: string): string {
    const base = this.options.publicUrl?.replace(/\/+$/, '');
    return base ? `${base}/${this.objectKey(key)}` : `/media/${key}`;
  }

  close(): void {
    this.client.destroy();
  }
}
