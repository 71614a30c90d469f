// s3rver ships no types; only what scripts/lib/s3.ts uses is declared.
declare module "s3rver" {
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    /** Bucket configuration documents (CORSConfiguration, WebsiteConfiguration XML). */
    configureBuckets?: { name: string; configs?: string[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
