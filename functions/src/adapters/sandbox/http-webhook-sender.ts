import type { WebhookSender } from '../../core/ports/sandbox-checkout.port.js';

/** Posts a webhook to `url` with the headers Razorpay sends, as an outside caller would. */
export function createHttpWebhookSender(url: string): WebhookSender {
  return {
    async deliver(delivery) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': delivery.signature,
          'X-Razorpay-Event-Id': delivery.eventId,
        },
        body: delivery.body,
      });
      await response.arrayBuffer();
      return response.status;
    },
  };
}
