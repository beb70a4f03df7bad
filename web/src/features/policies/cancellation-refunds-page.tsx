import Link from '@mui/material/Link';
import { paths } from '@/config/paths';
import { SupportEmailLink } from '@/components/support-email-link';
import { PolicyDocument, PolicySection } from './components/policy-document';

export function CancellationRefundsPage() {
  return (
    <PolicyDocument
      title="Cancellation and Refunds"
      summary="ThumbForge sells tokens in one-time packages. There is no subscription: cancel anytime by closing your account, and unused tokens can be refunded within 7 days of purchase."
    >
      <PolicySection title="How tokens work">
        <p>
          Each generation (two thumbnails to choose from), and each edit you make to one, uses one
          token. Tokens are bought in packages, are paid for once and <strong>never expire</strong>.
          There is no subscription and no recurring charge, so there is nothing to cancel when you
          stop using ThumbForge.
        </p>
      </PolicySection>

      <PolicySection title="Refunds of unused tokens">
        <ul>
          <li>
            You can ask for a refund of <strong>unused tokens within 7 days</strong> of the purchase
            that added them.
          </li>
          <li>
            Refunds cover unused tokens only, at the per-token price of the package you bought (its
            price divided by its tokens). Tokens already spent on generations or edits cannot be
            refunded.
          </li>
          <li>The free tokens given at sign-up have no cash value and are not refundable.</li>
          <li>
            If a generation fails on our side, the token it used is returned to your balance
            automatically; you do not need to ask.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="How to request a refund">
        <p>
          Email <SupportEmailLink /> from the address you use to sign in, with the payment number
          shown in your transaction history. We answer within 2 hours.
        </p>
      </PolicySection>

      <PolicySection title="When the money arrives">
        <p>
          Approved refunds are sent back to the original payment method and are{' '}
          <strong>processed within 5-7 business days</strong>. Your bank or card issuer may take a
          little longer to show the amount on your statement. A purchase with a GST tax invoice gets
          a credit note for the amount refunded, listed beside it in your transaction history.
        </p>
      </PolicySection>

      <PolicySection title="Service disruptions">
        <p>
          If ThumbForge is unavailable for <strong>more than 24 hours</strong>, we add token credits
          to the affected accounts to make up for the lost time.
        </p>
      </PolicySection>

      <PolicySection title="Cancelling your account">
        <ul>
          <li>
            <strong>Cancel anytime:</strong> close your account yourself from the account menu (
            <strong>Close account</strong>), whenever you like. It is{' '}
            <strong>deactivated at once</strong>: no more generations, edits, purchases or new
            chats, and nothing is charged.
          </li>
          <li>
            Your thumbnails stay <strong>accessible for 30 days</strong> after you close it: sign in
            to look, download them or get a copy of all your data with{' '}
            <strong>Download my data</strong>, or reopen the account. After 30 days your photos,
            thumbnails, chats and account are deleted.
          </li>
          <li>
            Unspent purchased tokens are refunded as above: email <SupportEmailLink /> within 7 days
            of the purchase, before or after closing.
          </li>
          <li>
            Payment records are kept for 7 years, as tax and accounting law requires, even after the
            account is deleted, with only the amount, date, receipt or invoice number, package and
            the state billed, no longer linked to your name or email (a business buyer&apos;s name
            and GSTIN stay on its tax invoices).
          </li>
        </ul>
        <p>
          See also our <Link href={paths.termsConditions}>Terms and Conditions</Link> and{' '}
          <Link href={paths.privacy}>Privacy Policy</Link>.
        </p>
      </PolicySection>
    </PolicyDocument>
  );
}
