import {
  IMAGE_BUSY_RETRY_AFTER_SECONDS,
  IMAGE_PROCESSING_QUEUE,
  IMAGE_PROCESSING_SLOTS,
  messages,
} from '@fhp/domain';
import { AppError } from '../http/app-error';

/** Every slot and the queue are taken: answered 503 with Retry-After. */
export const imagesBusy = () =>
  new AppError('BUSY', messages.platform.imageBusy, undefined, {
    retryAfterSeconds: IMAGE_BUSY_RETRY_AFTER_SECONDS,
  });

/**
 * A bounded pool for CPU- and memory-heavy work on uploaded images (decision 0043): at most
 * `slots` tasks run at once, at most `queue` wait for a slot in arrival order, and one more is
 * refused at once (imagesBusy) instead of piling up decodes until the process runs out of
 * memory. Per process: each server process bounds its own cores.
 */
export class ImagePool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly slots: number,
    private readonly queue: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.queue) throw imagesBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // The slot passes to the first waiter, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** The process's pool for uploaded images. */
export const imagePool = new ImagePool(IMAGE_PROCESSING_SLOTS, IMAGE_PROCESSING_QUEUE);
