import { describeImageModel } from '../../../test/contracts/image-model.contract.js';
import { createLocalRenderer } from './local-renderer.js';

describeImageModel('the local renderer', async () => ({
  model: createLocalRenderer(),
  close: () => undefined,
}));
