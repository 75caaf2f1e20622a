import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config';
import type { FileStorage } from './file-storage';

export type S3StorageConfig = Omit<Extract<AppConfig['storage'], { driver: 's3' }>, 'driver'>;

type AwsSdk = typeof import('@aws-sdk/client-s3');

/**
 * Any S3-compatible store (AWS S3, MinIO, R2): lets several instances share uploads. The AWS
 * SDK (about 20 MB) is loaded by `open`, so a server on local storage never holds it: a static
 * import here would be hoisted into the server's bundle and loaded at start (decision 0034).
 */
export class S3FileStorage implements FileStorage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  static async open(options: S3StorageConfig): Promise<S3FileStorage> {
    return new S3FileStorage(options, await import('@aws-sdk/client-s3'));
  }

  private constructor(
    options: S3StorageConfig,
    private readonly sdk: AwsSdk,
  ) {
    this.bucket = options.bucket;
    this.client = new sdk.S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string) {
    try {
      const out = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!out.Body) return null;
      return { body: out.Body as Readable, contentType: out.ContentType, size: out.ContentLength };
    } catch (error) {
      const missing =
        error instanceof this.sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey';
      if (missing) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
