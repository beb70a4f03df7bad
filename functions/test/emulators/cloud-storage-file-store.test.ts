import { getStorage } from 'firebase-admin/storage';
import { describe } from 'vitest';
import { createCloudStorageFileStore } from '../../src/adapters/firebase/cloud-storage-file-store.js';
import { describeFileStore } from '../contracts/file-store.contract.js';
import { fetchThroughApi } from '../support/files-served.js';
import { emulatorApp, emulatorStatus } from './emulator-env.js';

const storage = emulatorStatus('storage');
const suffix = storage.skipReason ? ` (${storage.skipReason})` : '';

describe.skipIf(!storage.host)(`Cloud Storage file store${suffix}`, () => {
  describeFileStore('Cloud Storage', async () => {
    const { app, close } = emulatorApp();
    const bucket = getStorage(app).bucket();
    await bucket.deleteFiles({ force: true });
    const files = createCloudStorageFileStore(bucket);
    return { files, fetchPath: fetchThroughApi(files), close };
  });
});
