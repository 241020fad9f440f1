import { loadConfig } from '../config';
import { copyUploads } from '../lib/storage/copy-uploads';
import { createLocalObjectStore } from '../lib/storage/object-store';
import { createS3ObjectStore } from '../lib/storage/s3-object-store';

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.s3) {
    console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as your service needs) to say where the files go.');
    return 2;
  }
  const from = createLocalObjectStore(config.uploadsDir);
  const to = createS3ObjectStore(config.s3);
  try {
    await to.check();
    const started = Date.now();
    const report = await copyUploads(from, to, (r) => console.log(`  ${r.copied} copied, ${r.present} there already`));
    console.log(
      `Copied ${report.copied} files from ${config.uploadsDir} to s3://${config.s3.bucket}/${config.s3.prefix}; ${report.present} were there already` +
        `${report.skipped.length ? `; left ${report.skipped.length} files that are not uploads (e.g. ${report.skipped[0]})` : ''}. ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  } catch (err) {
    console.error(`Could not copy the uploads: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

process.exitCode = await main();
