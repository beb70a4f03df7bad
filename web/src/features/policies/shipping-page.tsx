import Link from '@mui/material/Link';
import { paths } from '@/config/paths';
import { SupportEmailLink } from '@/components/support-email-link';
import { PolicyDocument, PolicySection } from './components/policy-document';

export function ShippingPage() {
  return (
    <PolicyDocument
      title="Shipping Information"
      summary="ThumbForge is a digital service. Nothing is shipped: tokens and thumbnails are delivered online, to your account."
    >
      <PolicySection title="Digital delivery only">
        <p>
          We do not sell or ship physical goods, so there are no shipping charges, delivery
          addresses or courier times.
        </p>
      </PolicySection>

      <PolicySection title="Delivery of tokens">
        <p>
          Tokens you buy are added to your account as soon as the payment is confirmed, usually
          within seconds. Your balance is shown in the sidebar of your dashboard and every purchase
          appears in your transaction history with a downloadable receipt.
        </p>
      </PolicySection>

      <PolicySection title="Delivery of thumbnails">
        <p>
          Thumbnails are generated in the app in about 2 minutes and appear in the chat where you
          asked for them. You can download them one by one or all together, and they stay available
          in your account for 1 year, after which they are deleted.
        </p>
      </PolicySection>

      <PolicySection title="If something does not arrive">
        <p>
          If you were charged but your tokens did not appear, email <SupportEmailLink /> with your
          payment details. We answer within 2 hours and either credit the tokens or refund the
          payment, as described in our{' '}
          <Link href={paths.cancellationRefunds}>Cancellation and Refunds</Link> policy.
        </p>
      </PolicySection>
    </PolicyDocument>
  );
}
