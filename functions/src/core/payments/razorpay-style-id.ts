import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id shaped like Razorpay's: a prefix such as `order_` or `pay_` and 14 base62 characters. */
export function razorpayStyleId(prefix = ''): string {
  let id = prefix;
  for (let i = 0; i < 14; i += 1) id += BASE62[randomInt(BASE62.length)];
  return id;
}
