import Link from '@mui/material/Link';
import { LIMITS } from '@thumbforge/contract';
import { paths } from '@/config/paths';
import { SupportEmailLink } from '@/components/support-email-link';
import { PolicyDocument, PolicySection } from './components/policy-document';

export function TermsConditionsPage() {
  return (
    <PolicyDocument
      title="Terms and Conditions"
      summary="These terms govern your use of ThumbForge. By creating an account or buying tokens you agree to them."
    >
      <PolicySection title="The service">
        <p>
          ThumbForge is an online service that creates YouTube thumbnails with artificial
          intelligence. You upload a reference photo, describe your video (genre, mood, resolution
          and title) and what you want, and ThumbForge generates thumbnail images that you can
          refine by chatting.
        </p>
      </PolicySection>

      <PolicySection title="Your account">
        <ul>
          <li>You must give accurate details when you sign up and keep your password private.</li>
          <li>You are responsible for everything done through your account.</li>
          <li>One person, one account. Accounts cannot be shared or transferred.</li>
        </ul>
      </PolicySection>

      <PolicySection title="Tokens and payments">
        <ul>
          <li>
            Each generation (two thumbnails to choose from) and each edit uses{' '}
            {LIMITS.tokensPerGeneration} token. New accounts receive {LIMITS.freeTokens} free
            tokens.
          </li>
          <li>
            Tokens are sold in packages priced in Indian rupees (INR) and paid through our payment
            provider, Razorpay (cards, UPI, net banking and wallets). Prices are shown on the{' '}
            <Link href={paths.pricing}>pricing page</Link> before you pay.
          </li>
          <li>
            Tokens never expire, cannot be transferred and have no cash value, except as described
            in our <Link href={paths.cancellationRefunds}>Cancellation and Refunds</Link> policy.
          </li>
          <li>
            Prices include GST. Each purchase gets a receipt, or a GST tax invoice made out to the
            billing details you give at checkout, and each refund of an invoiced purchase a credit
            note.
          </li>
          <li>
            Your packages decide what you can choose: everyone, including the free tokens, gets
            1280x720 thumbnails as JPEG; buying Premium adds 1920x1080 and PNG and WebP downloads;
            buying Pro adds Ultra HD 3840x2160 (with a copy under YouTube&apos;s 2 MB) and puts your
            generations first in the render queue. These stay with your account unless all the money
            of those packages is refunded.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="Your content">
        <ul>
          <li>
            You keep all rights to the photos, titles and prompts you upload. You allow us to store
            and process them only to provide the service to you.
          </li>
          <li>
            You confirm that you have the right to use every photo you upload, including the consent
            of the people shown in it.
          </li>
          <li>
            You may not use ThumbForge for content that is unlawful, infringes someone else&apos;s
            rights, impersonates others or is meant to deceive viewers.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="Thumbnails you create">
        <p>
          Thumbnails you create are yours to use, including commercially, and carry no watermark. AI
          output can contain mistakes, so review every thumbnail before you publish it. Thumbnails
          and the photos you upload are stored for 1 year, then deleted; download the ones you want
          to keep longer.
        </p>
      </PolicySection>

      <PolicySection title="Acceptable use">
        <p>
          Do not attempt to disrupt the service, get around token limits, access other users&apos;
          data, or copy the service by automated means. We may suspend accounts that do.
        </p>
      </PolicySection>

      <PolicySection title="Availability">
        <p>
          We work to keep ThumbForge available at all times but cannot promise it will never be
          interrupted. If it is unavailable for more than 24 hours, affected accounts receive token
          credits.
        </p>
      </PolicySection>

      <PolicySection title="Ending your use">
        <p>
          You may stop using ThumbForge and close your account from the account menu at any time. It
          is deactivated at once, stays readable (and can be reopened) for 30 days after
          cancellation so you can download your thumbnails, and is then deleted.
        </p>
      </PolicySection>

      <PolicySection title="Liability">
        <p>
          ThumbForge is provided as is. As far as the law allows, our total liability to you is
          limited to the amount you paid us for tokens in the 12 months before the claim.
        </p>
      </PolicySection>

      <PolicySection title="Changes and contact">
        <p>
          We may update these terms; the version on this page is the one in force. Questions? Email{' '}
          <SupportEmailLink />. We answer within 2 hours.
        </p>
      </PolicySection>
    </PolicyDocument>
  );
}
