import { getStorage } from 'firebase-admin/storage';
import { describe } from 'vitest';
import {
  createCloudStorageFileStore,
  storageDownloadOrigin,
} from '../../src/adapters/firebase/cloud-storage-file-store.js';
import { describeFileStore } from '../contracts/file-store.contract.js';
import { emulatorApp, emulatorStatus } from './emulator-env.js';

const storage = emulatorStatus('storage');
const suffix = storage.skipReason ? ` (${storage.skipReason})` : '';

describe.skipIf(!storage.host)(`Cloud Storage file store${suffix}`, () => {
  describeFileStore('Cloud Storage', async () => {
    const { app, close } = emulatorApp();
    const bucket = getStorage(app).bucket();
    await bucket.deleteFiles({ force: true });
    return {
      files: createCloudStorageFileStore(bucket, storageDownloadOrigin(storage.host)),
      async fetchUrl(url) {
        const res = await fetch(url);
        return {
          status: res.status,
          bytes: Buffer.from(await res.arrayBuffer()),
          contentType: res.ok ? res.headers.get('content-type') : null,
        };
      },
      close,
    };
  });
});
